import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { scheduleEndpoints, versionEndpoints, type ScreeningSeatMap } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import SchedulePage from './schedule-page.js';
import { at, weekOf } from './timeline-fixture.js';

// 座席 from the schedule (docs/sales.md, "seats"): the selection's seat figures, and the read-only
// seat map with its legend counts, opened from the 「座席」 button or the block's 42/120.
const day = '2030-05-10';
const block = at(7, 1, day, '09:30', '11:30', { sold: 42, held: 8, capacity: 120, status: 'onSale' });
const seatMap: ScreeningSeatMap = {
  screeningId: 7,
  houseName: 'スクリーン1',
  rows: 2,
  cols: 3,
  rowLabels: ['A', 'B'],
  seats: [
    { key: 'A-1', row: 0, col: 0, label: 'A1', type: 'general', state: 'sold' },
    { key: 'A-2', row: 0, col: 1, label: 'A2', type: 'general', state: 'admitted' },
    { key: 'A-3', row: 0, col: 2, label: 'A3', type: 'general', state: 'held' },
    { key: 'B-1', row: 1, col: 0, label: 'B1', type: 'closed', state: 'blocked' },
    { key: 'B-2', row: 1, col: 1, label: 'B2', type: 'general', state: 'free' },
    { key: 'B-3', row: 1, col: 2, label: 'B3', type: 'general', state: 'free' },
  ],
  counts: { sold: 1, admitted: 1, held: 1, blocked: 1, free: 2 },
};
const { fetchMock } = stubEndpoints([
  on(scheduleEndpoints.week, ({ query }) => weekOf(query.get('from')!, [block])),
  on(scheduleEndpoints.seatMap, ({ params }) => (Number(params.id) === 7 ? seatMap : null)),
  on(versionEndpoints.list, () => ({ list: [] })),
]);
const seatMapCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/schedule/seatMap/7'));

beforeEach(() => {
  signIn(testSession('staff', { permissionMap: { performance: ['view'] } }));
});

const renderPage = () =>
  renderWithProviders(<SchedulePage />, { path: `/schedule?date=${day}&view=day`, route: '/schedule' });

const legend = async () => {
  const dialog = await screen.findByRole('dialog');
  const status = await within(dialog).findByRole('status', { name: '座席の状態' });
  return Object.fromEntries(
    [...status.querySelectorAll<HTMLElement>('[data-count]')].map((el) => [el.dataset.count, el.textContent]),
  );
};

describe('seat map from the schedule', () => {
  it('the selected screening shows 販売数 / 残席 / 販売率, and 「座席」 opens its seats with the legend counts', async () => {
    renderPage();
    const el = await screen.findByRole('button', { name: '作品7 09:30–11:30' });
    expect(within(el).getByText('42/120')).toBeTruthy();
    fireEvent.pointerDown(el, { button: 0 });
    fireEvent.pointerUp(window);
    expect(await screen.findByText('販売数 42席・残席 70席・販売率 35%（仮押さえ 8席）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^座\s?席$/ }));
    expect(await legend()).toEqual({
      sold: '販売済 1',
      held: '仮押さえ 1',
      admitted: '入場済 1',
      blocked: '販売不可 1',
      free: '空席 2',
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/「作品7」 .* 09:30–11:30 スクリーン1/)).toBeTruthy();
    expect(within(dialog).getByTitle('B1：販売不可').className).toContain('ssm-blocked');
    expect(within(dialog).getByTitle('A2：入場済').className).toContain('ssm-admitted');
  });

  it('a click on the block’s seat figures opens the same map', async () => {
    renderPage();
    const el = await screen.findByRole('button', { name: '作品7 09:30–11:30' });
    fireEvent.click(within(el).getByText('42/120'));
    expect((await legend()).free).toBe('空席 2');
    await waitFor(() => expect(seatMapCalls().length).toBeGreaterThan(0));
  });
});
