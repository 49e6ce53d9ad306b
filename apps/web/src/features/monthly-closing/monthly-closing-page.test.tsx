import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  monthlyClosingEndpoints,
  type MonthlyClosingDetail,
  type MonthlyClosingList,
  type MonthlyClosingRow,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import MonthlyClosingPage from './monthly-closing-page.js';

// 月次締め: the month's cinemas with their state, closed days and blockers; 締める asked first and offered only when
// ready; 全劇場を締める saying which closed and why the others did not; 締め解除 with its reason; the detail drawer
// with the fixed figures; cinema staff reading only; the empty and error states.

const month = '2026-10';
const base: MonthlyClosingRow = {
  cinemaId: 10,
  cinemaCode: '0101',
  cinemaName: 'シネマライン新宿',
  month,
  status: 'open',
  daysClosed: 31,
  daysInMonth: 31,
  totalSales: 12_345_000,
  boxOffice: 9_000_000,
  admissions: 5400,
  blockers: [],
  ready: true,
  closedAt: null,
  closedByName: null,
  reopenedAt: null,
  reopenedByName: null,
  reopenReason: null,
};
const blocked: MonthlyClosingRow = {
  ...base,
  cinemaId: 11,
  cinemaCode: '0102',
  cinemaName: 'シネマライン池袋',
  daysClosed: 29,
  ready: false,
  blockers: ['10/30、10/31 が未締めです'],
};
const closed: MonthlyClosingRow = {
  ...base,
  cinemaId: 12,
  cinemaCode: '0103',
  cinemaName: 'シネマライン渋谷',
  status: 'closed',
  ready: false,
  closedAt: '2026-11-02T01:00:00.000Z',
  closedByName: '本部 太郎',
};
const detail: MonthlyClosingDetail = {
  ...closed,
  fixed: true,
  figures: {
    month,
    from: '2026-10-01',
    to: '2026-10-31',
    totals: {
      admissions: 5400,
      boxOffice: 9_000_000,
      boxOfficeNet: 8_181_818,
      shopSales: 3_000_000,
      otherSales: 345_000,
      totalSales: 12_345_000,
    },
    films: [{ filmId: 1, filmName: '劇場版 星の旅', admissions: 3000, boxOffice: 5_400_000, boxOfficeNet: 4_909_091 }],
    receivables: [{ clientId: 3, clientCode: 'C001', clientName: '株式会社サンプル', documents: 2, amount: 120_000 }],
    receivablesTotal: 120_000,
    payables: [{ group: 'food', label: 'フード・ドリンク', quantity: 500, amount: 60_000 }],
    payablesTotal: 60_000,
  },
};

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { operations: ['view', 'update', 'export'] } });
const staff = testSession('staff', { permissionMap: { operations: ['view', 'update'] } });
const path = `/monthly-closing?month=${month}`;

let rows: MonthlyClosingRow[] = [base, blocked, closed];
let fails = false;
const answer = (): MonthlyClosingList => ({ list: rows, total: rows.length, page: 0, pageSize: 20, month });
const { sentTo } = stubEndpoints([
  on(monthlyClosingEndpoints.list, () => (fails ? reply(500, { success: false, message: '一覧エラー' }) : answer())),
  on(monthlyClosingEndpoints.detail, () => detail),
  on(monthlyClosingEndpoints.close, () => ({ ...detail, cinemaId: 10 })),
  on(monthlyClosingEndpoints.closeAll, () => ({
    month,
    closed: [{ cinemaId: 10, cinemaName: 'シネマライン新宿' }],
    refused: [{ cinemaId: 11, cinemaName: 'シネマライン池袋', reason: '締められません。10/30、10/31 が未締めです' }],
  })),
  on(monthlyClosingEndpoints.reopen, () => ({ ...detail, status: 'reopened' as const })),
]);

afterEach(() => {
  Modal.destroyAll();
  rows = [base, blocked, closed];
  fails = false;
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
/** antd's confirm lives outside the page (an earlier test's may still be fading out): the one asking `title`. */
async function confirm(title: string) {
  const box = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find(
      (b) => b.querySelector('.ant-modal-confirm-title')?.textContent === title,
    );
    expect(found).toBeTruthy();
    return found!;
  });
  await user.click([...box.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')].at(-1)!);
}

describe('月次締め', () => {
  it('lists the month’s cinemas and closes a ready one after asking', async () => {
    signIn(headOffice);
    renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' });
    expect(await screen.findByText('シネマライン新宿')).toBeTruthy();
    expect(within(rowOf('シネマライン渋谷')).getByText('締め済み')).toBeTruthy();
    expect(within(rowOf('シネマライン池袋')).getByText('10/30、10/31 が未締めです')).toBeTruthy();
    expect(within(rowOf('シネマライン池袋')).getByText('29 / 31')).toBeTruthy();
    expect(within(rowOf('シネマライン新宿')).getByText('12,345,000円')).toBeTruthy();
    expect(within(rowOf('シネマライン池袋')).getByRole('button', { name: '締める' })).toHaveProperty('disabled', true);
    expect(within(rowOf('シネマライン渋谷')).queryByRole('button', { name: '締める' })).toBeNull();
    expect(screen.getByRole('button', { name: /CSV出力/ })).toBeTruthy();

    await user.click(within(rowOf('シネマライン新宿')).getByRole('button', { name: '締める' }));
    await confirm('シネマライン新宿の2026年10月を締めますか？');
    await waitFor(() => expect(sentTo(monthlyClosingEndpoints.close)).toEqual([{ cinemaId: 10, month }]));
  });

  it('closes every ready cinema and says which were not closed and why', async () => {
    signIn(headOffice);
    renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' });
    await user.click(await screen.findByRole('button', { name: '全劇場を締める' }));
    await confirm('2026年10月を全劇場で締めますか？');
    await waitFor(() => expect(sentTo(monthlyClosingEndpoints.closeAll)).toEqual([{ month }]));
    const result = await screen.findByTestId('close-all-result');
    expect(within(result).getByText('シネマライン新宿')).toBeTruthy();
    expect(within(result).getByText('シネマライン池袋：締められません。10/30、10/31 が未締めです')).toBeTruthy();
  });

  it('reopens a closed month with its reason, and shows its fixed figures', async () => {
    signIn(headOffice);
    renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' });
    await user.click(
      within(await screen.findByText('シネマライン渋谷').then((e) => e.closest('tr')!)).getByRole('button', {
        name: '締め解除',
      }),
    );
    const title = await screen.findByText('締め解除 シネマライン渋谷 2026年10月');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: /締め解除する/ }));
    expect(await within(dialog).findByText('「締め解除の理由」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('締め解除の理由'), '請求額の訂正');
    await user.click(within(dialog).getByRole('button', { name: /締め解除する/ }));
    await waitFor(() =>
      expect(sentTo(monthlyClosingEndpoints.reopen)).toEqual([{ cinemaId: 12, month, reason: '請求額の訂正' }]),
    );

    await user.click(within(rowOf('シネマライン渋谷')).getByRole('button', { name: /詳\s?細/ }));
    expect(await screen.findByText('劇場版 星の旅')).toBeTruthy();
    expect(screen.getByText('株式会社サンプル')).toBeTruthy();
    expect(screen.getByText('フード・ドリンク')).toBeTruthy();
    expect(screen.getByText(/数値は締めたときに確定したものです/)).toBeTruthy();
  });

  it('lets cinema staff read only', async () => {
    rows = [base];
    signIn(staff);
    const page = within(renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' }).container);
    expect(await page.findByRole('button', { name: /詳\s?細/ })).toBeTruthy();
    expect(page.queryByRole('button', { name: '締める' })).toBeNull();
    expect(page.queryByRole('button', { name: '全劇場を締める' })).toBeNull();
  });

  it('says so when there is nothing to show, or the list fails', async () => {
    rows = [];
    signIn(headOffice);
    const first = renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' });
    expect(await screen.findByText('該当するデータがありません')).toBeTruthy();
    first.unmount();
    fails = true;
    renderWithProviders(<MonthlyClosingPage />, { path, route: '/monthly-closing' });
    expect(await screen.findByText('一覧エラー')).toBeTruthy();
  });
});
