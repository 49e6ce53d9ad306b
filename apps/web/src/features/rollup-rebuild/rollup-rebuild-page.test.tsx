import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  cinemaEndpoints,
  rollupRebuildEndpoints,
  type RollupRebuild,
  type RollupRebuildDetail,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import RollupRebuildPage from './rollup-rebuild-page.js';

// 営業日報データ更新（再集計）: 実行 checks the reason and asks first (how many days, closed days included), the runs'
// progress is read again while one runs, and a run's result shows each figure before and after, 差異なし when equal.

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { operations: ['view', 'create'] } });

const run: RollupRebuild = {
  id: 7,
  cinemaId: 10,
  cinemaName: 'シネマライン新宿',
  from: '2026-11-27',
  to: '2026-11-29',
  reason: '集計の不整合',
  status: 'running',
  daysDone: 1,
  daysTotal: 3,
  error: null,
  requestedByName: '本部 太郎',
  createdAt: '2026-11-30T01:00:00.000Z',
  startedAt: '2026-11-30T01:00:01.000Z',
  finishedAt: null,
  changedDays: 0,
};
const figures = { totalSales: 10_000, boxOffice: 7200, admissions: 4, shopSales: 2800, otherSales: 0 };
const detail: RollupRebuildDetail = {
  ...run,
  status: 'done',
  daysDone: 3,
  changedDays: 1,
  days: [
    {
      businessDate: '2026-11-28',
      cinemaId: 10,
      cinemaName: 'シネマライン新宿',
      closed: true,
      snapshotRefreshed: true,
      before: { ...figures, boxOffice: 8200, totalSales: 11_000 },
      after: figures,
    },
  ],
};

let reads = 0;
const { sentTo } = stubEndpoints([
  on(cinemaEndpoints.listMap, () => [{ id: 10, name: 'シネマライン新宿', code: 'SJK' }]),
  // Running on the first read, done on the next: the list is read again while a run is running.
  on(rollupRebuildEndpoints.list, () => ({
    list: [reads++ === 0 ? run : { ...run, status: 'done' as const, daysDone: 3 }],
  })),
  on(rollupRebuildEndpoints.detail, () => detail),
  on(rollupRebuildEndpoints.create, ({ body }) => ({
    ...run,
    id: 8,
    status: 'queued' as const,
    daysDone: 0,
    reason: body.reason,
  })),
]);

afterEach(() => Modal.destroyAll());

describe('営業日報データ更新', () => {
  it('shows the runs with their progress, read again until they are done', async () => {
    reads = 0;
    signIn(headOffice);
    renderWithProviders(<RollupRebuildPage />, { path: '/dailyBusiness-update', route: '/dailyBusiness-update' });
    expect(await screen.findByText('1/3日')).toBeTruthy();
    expect(screen.getByText('実行中')).toBeTruthy();
    expect(await screen.findByText('3/3日', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('完了')).toBeTruthy();
  }, 10_000);

  it('shows a run’s figures before and after, the difference highlighted and 差異なし when equal', async () => {
    signIn(headOffice);
    renderWithProviders(<RollupRebuildPage />, { path: '/dailyBusiness-update?id=7', route: '/dailyBusiness-update' });
    const boxOffice = (await screen.findByText('興行収入')).closest('tr')!;
    expect(within(boxOffice).getByText('8,200円')).toBeTruthy();
    expect(within(boxOffice).getByText('7,200円')).toBeTruthy();
    expect(within(boxOffice).getByText('-1,000円')).toBeTruthy();
    const admissions = screen.getByText('動員').closest('tr')!;
    expect(within(admissions).getByText('差異なし')).toBeTruthy();
    expect(screen.getAllByText('締め済み・更新').length).toBe(5);
    expect(screen.getByRole('button', { name: /CSV出力/ })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: '差異のある行のみ' }));
    await waitFor(() => expect(screen.queryByText('動員')).toBeNull());
    expect(screen.getByText('売上合計')).toBeTruthy();
  });

  it('asks for the reason, then confirms the days and the closed days before it starts', async () => {
    signIn(headOffice);
    renderWithProviders(<RollupRebuildPage />, { path: '/dailyBusiness-update', route: '/dailyBusiness-update' });
    await user.click(await screen.findByRole('button', { name: /実\s?行/ }));
    expect(await screen.findByText('「理由」を入力してください')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    await user.type(screen.getByLabelText('理由'), 'ロールアップの不整合');
    await user.click(screen.getByRole('button', { name: /実\s?行/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('再集計を実行しますか？'),
    );
    const content = document.querySelector('.ant-modal-confirm-content')?.textContent ?? '';
    expect(content).toContain('全劇場');
    expect(content).toContain('（1日分）');
    expect(content).toContain('締め済みの営業日も再集計されます');
    await user.click([...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')].at(-1)!);
    await waitFor(() => expect(sentTo(rollupRebuildEndpoints.create)).toHaveLength(1));
    const [body] = sentTo(rollupRebuildEndpoints.create);
    expect(body).toMatchObject({ cinemaId: null, reason: 'ロールアップの不整合' });
    expect(body?.from).toBe(body?.to);
  });
});
