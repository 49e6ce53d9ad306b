import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cinemaEndpoints,
  distributorEndpoints,
  filmFeeEndpoints,
  type FilmFeeList,
  type FilmFeeRow,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import FilmFeePage from './film-fee-page.js';

// 映画料集計: the month's statements with '-' where a 歩率 is missing and the page's sums; the 精算単位 in the drawer;
// 調整額 asking for its reason; 確定 asked first and offered only once the month is closed; 確定解除 with its reason;
// cinema staff reading only.

const month = '2026-10';
const base: FilmFeeRow = {
  key: '10-1',
  month,
  cinemaId: 10,
  cinemaCode: '0101',
  cinemaName: 'シネマライン新宿',
  filmId: 1,
  filmName: '劇場版 星の旅',
  distributorId: 3,
  distributorName: '東和配給',
  paid: 13,
  comps: 0,
  boxOffice: 16_500,
  boxOfficeNet: 15_000,
  rates: [60, 50],
  fee: 8500,
  adjustment: 0,
  adjustmentReason: null,
  total: 8500,
  tax: 850,
  payable: 9350,
  status: 'provisional',
  monthClosed: true,
  confirmedAt: null,
  confirmedByName: null,
  version: 0,
  units: [
    {
      category: 'main',
      categoryLabel: '通常',
      from: '2026-10-05',
      to: '2026-10-10',
      rate: 60,
      paid: 10,
      comps: 0,
      boxOffice: 11_000,
      boxOfficeNet: 10_000,
      fee: 6000,
    },
  ],
};
const unrated: FilmFeeRow = {
  ...base,
  key: '10-2',
  filmId: 2,
  filmName: '歩率のない映画',
  rates: [],
  fee: null,
  total: null,
  tax: null,
  payable: null,
  units: [],
};
const confirmed: FilmFeeRow = {
  ...base,
  key: '10-3',
  filmId: 3,
  filmName: '確定した映画',
  status: 'confirmed',
  confirmedAt: '2026-11-03T01:00:00.000Z',
  confirmedByName: '本部 太郎',
  version: 2,
};

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { reports: ['view', 'update', 'export'] } });
const staff = testSession('staff', { permissionMap: { reports: ['view', 'update'] } });
const path = `/film-fee?month=${month}`;

let rows: FilmFeeRow[] = [base, unrated, confirmed];
const answer = (): FilmFeeList => ({ list: rows, total: rows.length, page: 0, pageSize: 20, month });
const { sentTo } = stubEndpoints([
  on(filmFeeEndpoints.list, answer),
  on(filmFeeEndpoints.adjust, () => ({ ...base, adjustment: -500, total: 8000 })),
  on(filmFeeEndpoints.confirm, () => ({ ...base, status: 'confirmed' as const })),
  on(filmFeeEndpoints.confirmAll, () => ({
    month,
    confirmed: 1,
    refused: [{ cinemaName: 'シネマライン新宿', filmName: '歩率のない映画', reason: '歩率が登録されていません' }],
  })),
  on(filmFeeEndpoints.unconfirm, () => ({ ...confirmed, status: 'provisional' as const })),
  on(distributorEndpoints.listMap, () => [{ id: 3, name: '東和配給' }]),
  on(cinemaEndpoints.listMap, () => [{ id: 10, name: 'シネマライン新宿' }]),
]);

afterEach(() => {
  Modal.destroyAll();
  rows = [base, unrated, confirmed];
});

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
/** antd's confirm lives outside the page (an earlier test's may still be fading out): the one asking `title`. */
async function confirm(title: RegExp) {
  const box = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].find((b) =>
      title.test(b.querySelector('.ant-modal-confirm-title')?.textContent ?? ''),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  await user.click([...box.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')].at(-1)!);
}
const dialogOf = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('映画料集計', () => {
  it('lists the statements, - where a 歩率 is missing, and confirms one after asking', async () => {
    signIn(headOffice);
    renderWithProviders(<FilmFeePage />, { path, route: '/film-fee' });
    expect(await screen.findByText('劇場版 星の旅')).toBeTruthy();
    expect(within(rowOf('劇場版 星の旅')).getByText('60%、50%')).toBeTruthy();
    expect(within(rowOf('劇場版 星の旅')).getByText('9,350円')).toBeTruthy();
    expect(within(rowOf('歩率のない映画')).getByRole('button', { name: '確定' })).toHaveProperty('disabled', true);
    expect(within(rowOf('確定した映画')).queryByRole('button', { name: '確定' })).toBeNull();
    expect(screen.getByTestId('film-fee-totals').textContent).toMatch(/歩率が未登録の作品があります/);

    await user.click(within(rowOf('劇場版 星の旅')).getByRole('button', { name: '確定' }));
    await confirm(/劇場版 星の旅（シネマライン新宿）の2026年10月の映画料を確定しますか？/);
    await waitFor(() =>
      expect(sentTo(filmFeeEndpoints.confirm)).toEqual([{ cinemaId: 10, filmId: 1, month, version: 0 }]),
    );
  });

  it('asks a reason for an 調整額 (saved with Enter), and for 確定解除; shows the 精算単位', async () => {
    signIn(headOffice);
    renderWithProviders(<FilmFeePage />, { path, route: '/film-fee' });
    await user.click(
      within(await screen.findByText('劇場版 星の旅').then((e) => e.closest('tr')!)).getByRole('button', {
        name: '調整',
      }),
    );
    const adjust = await dialogOf('調整額 劇場版 星の旅（シネマライン新宿）2026年10月');
    const amount = within(adjust).getByLabelText('調整額');
    await user.clear(amount);
    await user.type(amount, '-500');
    await user.click(within(adjust).getByRole('button', { name: /保存する/ }));
    expect(await within(adjust).findByText('「調整理由」を入力してください')).toBeTruthy();
    // Enter in a field saves, as 保存する does.
    await user.type(within(adjust).getByLabelText('調整理由'), '宣材費の負担分{Enter}');
    await waitFor(() =>
      expect(sentTo(filmFeeEndpoints.adjust)).toEqual([
        { cinemaId: 10, filmId: 1, month, version: 0, adjustment: -500, adjustmentReason: '宣材費の負担分' },
      ]),
    );

    await user.click(within(rowOf('確定した映画')).getByRole('button', { name: '確定解除' }));
    const undo = await dialogOf('確定解除 確定した映画（シネマライン新宿）2026年10月');
    await user.type(within(undo).getByLabelText('確定解除の理由'), '配給会社と再協議');
    await user.click(within(undo).getByRole('button', { name: /確定解除する/ }));
    await waitFor(() =>
      expect(sentTo(filmFeeEndpoints.unconfirm)).toEqual([
        { cinemaId: 10, filmId: 3, month, version: 2, reason: '配給会社と再協議' },
      ]),
    );

    await user.click(within(rowOf('劇場版 星の旅')).getByRole('button', { name: /明\s?細/ }));
    expect(await screen.findByText('2026/10/05〜2026/10/10')).toBeTruthy();
    expect(screen.getByText('6,000円')).toBeTruthy();
  });

  it('confirms every statement it can at once, and lists the others with why', async () => {
    signIn(headOffice);
    renderWithProviders(<FilmFeePage />, { path, route: '/film-fee' });
    await user.click(await screen.findByRole('button', { name: /一括確定/ }));
    await confirm(/2026年10月の映画料を一括確定しますか？/);
    await waitFor(() => expect(sentTo(filmFeeEndpoints.confirmAll)).toEqual([{ month }]));
    const result = await screen.findByTestId('confirm-all-result');
    expect(result.textContent).toMatch(/歩率のない映画（シネマライン新宿）：歩率が登録されていません/);
  });

  it('lets cinema staff read only', async () => {
    rows = [base];
    signIn(staff);
    const page = within(renderWithProviders(<FilmFeePage />, { path, route: '/film-fee' }).container);
    expect(await page.findByRole('button', { name: /明\s?細/ })).toBeTruthy();
    expect(page.queryByRole('button', { name: '確定' })).toBeNull();
    expect(page.queryByRole('button', { name: '調整' })).toBeNull();
    expect(page.queryByRole('button', { name: /一括確定/ })).toBeNull();
  });

  it('links a 配給会社 to its 映画料精算書 for the month', async () => {
    signIn(headOffice);
    const page = within(
      renderWithProviders(<FilmFeePage />, { path: `${path}&distributorId=3`, route: '/film-fee' }).container,
    );
    const link = await page.findByRole('link', { name: /映画料精算書/ });
    expect(link.getAttribute('href')).toBe(`/pdf-film-fee?month=${month}&distributorId=3`);
  });
});
