import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  closingCheck,
  dailyClosingEndpoints,
  type ClosingCheckItem,
  type DailyClosingCalendar,
  type DailyClosingDay,
} from '@cinema/contracts';
import { on, reply, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import DailyClosingPage from './daily-closing-page.js';

// 日次締め: the month with each day's state and its warnings, the day's checklist (red items linked to where they are
// put right), the 銀行預入 dialog, 締める asked first and allowed only when green, and 締め解除 for head office with
// its reason.

const day = '2026-11-28';
const calendar: DailyClosingCalendar = {
  cinemaId: 10,
  cinemaName: 'シネマライン新宿',
  month: '2026-11',
  today: '2026-11-29',
  days: Array.from({ length: 30 }, (_, i) => {
    const d = `2026-11-${String(i + 1).padStart(2, '0')}`;
    const closed = d < '2026-11-27';
    const failing = d === day ? ['銀行預入'] : [];
    return {
      businessDate: d,
      status: closed ? ('closed' as const) : ('open' as const),
      warning: !!failing.length,
      failing,
    };
  }),
};
const check = (key: ClosingCheckItem['key'], ok: boolean, detail: string): ClosingCheckItem => ({
  key,
  label: closingCheck.labels[key],
  ok,
  detail,
  link: key === 'nonArrival' ? { path: '/non-arrival-ticket-record', search: { businessDate: day } } : null,
});
const openDay: DailyClosingDay = {
  cinemaId: 10,
  cinemaName: 'シネマライン新宿',
  businessDate: day,
  status: 'open',
  closedAt: null,
  closedByName: null,
  reopenedAt: null,
  reopenedByName: null,
  reopenReason: null,
  deposit: null,
  checklist: [
    check('shifts', true, 'すべてのシフトが精算済みです'),
    check('pendingPayments', true, '決済確認中の取引はありません'),
    check('nonArrival', false, '処理されていない未着券が4席あります'),
    check('cash', true, '現金過不足はありません'),
    check('weather', true, '天候が入力されています'),
    check('deposit', false, '銀行預入が記録されていません'),
  ],
  ready: false,
  figures: {
    admissions: 412,
    boxOffice: 654_300,
    shopSales: 201_000,
    otherSales: 3000,
    totalSales: 858_300,
    payments: [{ kind: 'cash', label: '現金', net: 300_000 }],
    paymentsTotal: 300_000,
    overShort: 0,
  },
  lateDocuments: [],
  monthClosed: false,
};
const green = { ...openDay, ready: true, checklist: openDay.checklist.map((c) => ({ ...c, ok: true })) };
const closedDay: DailyClosingDay = {
  ...green,
  status: 'closed',
  closedAt: '2026-11-29T01:00:00.000Z',
  closedByName: '新宿 店長',
  lateDocuments: [
    {
      transactionId: 't1',
      transactionNo: '1234567',
      kind: 'sale',
      channel: 'pos',
      occurredAt: '2026-11-28T11:00:00.000Z',
      receivedAt: '2026-11-29T02:00:00.000Z',
      postedFromBusinessDate: day,
      salesBusinessDate: '2026-11-29',
      total: 1500,
    },
  ],
};

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const staff = testSession('staff', { permissionMap: { operations: ['view', 'update'] } });
const headOffice = testSession('headOffice', {
  permissionMap: { operations: ['view', 'update'] },
  cinemas: [{ id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 }],
  cinemaId: 10,
});
const path = `/daily-closing?month=2026-11&day=${day}`;

// What the stubbed API answers; each test sets its day.
let current: DailyClosingDay = openDay;
let calendarFails = false;
const { sentTo } = stubEndpoints([
  on(dailyClosingEndpoints.calendar, () =>
    calendarFails ? reply(500, { success: false, message: 'エラー' }) : calendar,
  ),
  on(dailyClosingEndpoints.day, () => current),
  on(dailyClosingEndpoints.deposit, () => (current = green)),
  on(dailyClosingEndpoints.close, () => (current = closedDay)),
  on(dailyClosingEndpoints.reopen, ({ body }) => ({
    ...closedDay,
    status: 'reopened' as const,
    reopenReason: body.reason,
  })),
]);

// antd's confirm lives outside the page: none is left over for the next test.
afterEach(() => Modal.destroyAll());

describe('日次締め', () => {
  it('shows the month’s states and the day’s checklist, and refuses 締める while red', async () => {
    current = openDay;
    signIn(staff);
    renderWithProviders(<DailyClosingPage />, { path, route: '/daily-closing' });
    expect(await screen.findByText('処理されていない未着券が4席あります')).toBeTruthy();
    expect(screen.getByText('2026年11月')).toBeTruthy();
    expect(within(screen.getByTestId('day-2026-11-20')).getByText('締め済み')).toBeTruthy();
    expect(within(screen.getByTestId(`day-${day}`)).getByLabelText('未完了の項目あり')).toBeTruthy();
    const link = within(screen.getByTestId('check-nonArrival')).getByRole('link', { name: '確認する' });
    expect(link.getAttribute('href')).toBe(`/non-arrival-ticket-record?businessDate=${day}`);
    expect(within(screen.getByTestId('check-shifts')).queryByRole('link')).toBeNull();
    expect(screen.getByText('654,300円')).toBeTruthy();
    expect(screen.getByRole('button', { name: '締める' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '締め解除' })).toBeNull();
  });

  it('records the 銀行預入 with the contract’s messages, and closes a green day after asking', async () => {
    current = openDay;
    signIn(staff);
    renderWithProviders(<DailyClosingPage />, { path, route: '/daily-closing' });
    await user.click(await screen.findByRole('button', { name: '銀行預入を入力' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('「預入袋番号」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('銀行預入額'), '285000');
    await user.type(within(dialog).getByLabelText('預入袋番号'), 'B-0042');
    await user.type(within(dialog).getByLabelText('預入者'), '山田 太郎');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sentTo(dailyClosingEndpoints.deposit)).toHaveLength(1));
    expect(sentTo(dailyClosingEndpoints.deposit)[0]).toMatchObject({
      businessDate: day,
      depositAmount: 285000,
      depositBagNo: 'B-0042',
      depositorName: '山田 太郎',
    });
    const closeButton = await screen.findByRole('button', { name: '締める' });
    await waitFor(() => expect(closeButton).toHaveProperty('disabled', false));
    await user.click(closeButton);
    // The question before it (antd's confirm renders outside the page): its last button is 締める.
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('2026/11/28（土）を締めますか？'),
    );
    await user.click([...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns button')].at(-1)!);
    await waitFor(() => expect(sentTo(dailyClosingEndpoints.close)).toEqual([{ businessDate: day }]));
    expect(await screen.findByText('1234567')).toBeTruthy();
    expect(screen.getAllByText('2026/11/29（日）').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '銀行預入を入力' })).toBeNull();
  });

  it('lets head office reopen a closed day with a reason, and not close one', async () => {
    current = closedDay;
    signIn(headOffice);
    renderWithProviders(<DailyClosingPage />, { path, route: '/daily-closing' });
    await user.click(await screen.findByRole('button', { name: '締め解除' }));
    expect(within(screen.getByTestId('closing-day')).queryByRole('button', { name: '締める' })).toBeNull();
    const title = await screen.findByText('締め解除 シネマライン新宿 2026/11/28（土）');
    const dialog = title.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: /締め解除する/ }));
    expect(await within(dialog).findByText('「締め解除の理由」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('締め解除の理由'), '売店の計上漏れ');
    await user.click(within(dialog).getByRole('button', { name: /締め解除する/ }));
    await waitFor(() =>
      expect(sentTo(dailyClosingEndpoints.reopen)).toEqual([
        { cinemaId: 10, businessDate: day, reason: '売店の計上漏れ' },
      ]),
    );
  });

  it('says so when the calendar cannot be read', async () => {
    calendarFails = true;
    signIn(staff);
    renderWithProviders(<DailyClosingPage />, { path, route: '/daily-closing' });
    expect(await screen.findByText('カレンダーを読み込めませんでした。再読み込みしてください')).toBeTruthy();
  });
});
