import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { nonArrivalEndpoints, type NonArrivalRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import NonArrivalPage from './non-arrival-page.js';
import { chooseOption } from '../../test/select.js';

// 未着券記録 under 運営: the day's seats never admitted, and the outcome staff with 運営 update record for those chosen;
// a reader sees the list only.
const staff = testSession('staff', { permissionMap: { operations: ['view', 'update'] } });
const viewer = testSession('staff', { permissionMap: { operations: ['view'] } });
const row = (lineId: string, seatKey: string): NonArrivalRow => ({
  lineId,
  screeningId: 5,
  screeningStart: '2026-11-25T01:00:00.000Z',
  houseName: 'シアター1',
  filmName: '星の旅',
  seatKey,
  ticketName: '一般',
  transactionId: '0192aaaa-0000-7000-8000-0000000000f0',
  transactionNo: '10000090',
  channel: 'pos',
  issuedAt: null,
  outcome: null,
  note: null,
  recordedBy: null,
});
const a = row('0192aaaa-0000-7000-8000-0000000000f1', 'E-1');
const b = row('0192aaaa-0000-7000-8000-0000000000f2', 'E-2');
const asked: string[] = [];
const { sentTo } = stubEndpoints([
  on(nonArrivalEndpoints.list, ({ query }) => (asked.push(query.get('businessDate') ?? ''), { list: [a, b] })),
  on(nonArrivalEndpoints.record, () => ({ count: 1 })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

describe('未着券記録', () => {
  it('records the outcome of the seats chosen', async () => {
    signIn(staff);
    renderWithProviders(<NonArrivalPage />, { path: '/non-arrival-ticket-record' });
    const cell = await screen.findByText('E-2');
    await user.click(within(cell.closest('tr')!).getByRole('checkbox'));
    await chooseOption(user, '処理', '未来場');
    await user.click(screen.getByRole('button', { name: '選択した1席に記録' }));
    await waitFor(() => expect(sentTo(nonArrivalEndpoints.record)).toHaveLength(1));
    expect(sentTo(nonArrivalEndpoints.record)[0]).toEqual({ lineIds: [b.lineId], outcome: 'noShow', note: null });
  });

  it('shows a reader the seats without a way to record', async () => {
    signIn(viewer);
    renderWithProviders(<NonArrivalPage />, { path: '/non-arrival-ticket-record' });
    await screen.findByText('E-1');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /記録/ })).toBeNull();
  });

  it('opens on the day the link names (日次締め’s checklist), and keeps a chosen day in the address', async () => {
    signIn(staff);
    const { router } = renderWithProviders(<NonArrivalPage />, {
      path: '/non-arrival-ticket-record?businessDate=2026-11-25',
      route: '/non-arrival-ticket-record',
    });
    await screen.findByText('E-1');
    expect(asked.at(-1)).toBe('2026-11-25');
    const field = screen.getByLabelText<HTMLInputElement>('上映日');
    expect(field.value).toBe('2026-11-25');
    await user.clear(field);
    await user.type(field, '2026-11-24{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?businessDate=2026-11-24'));
    await waitFor(() => expect(asked.at(-1)).toBe('2026-11-24'));
  });
});
