import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ScheduleTimeline } from './schedule-timeline.js';
import { buildTimeline } from './timeline-model.js';
import { at, weekOf } from './timeline-fixture.js';

const day = '2026-05-04';
const week = weekOf(day, [
  at(1, 1, day, '10:00', '12:00'),
  // Starts inside the first one's cleaning interval (12:00–12:15).
  at(2, 1, day, '12:10', '14:00', {
    warnings: [
      '終了時刻（26:10）が23:00を過ぎるため、18歳未満の方は保護者同伴でも入場できません（青少年保護育成条例）。',
    ],
  }),
  at(3, 2, day, '23:50', '26:10', { languageCode: 'DUB', status: 'onSale' }),
  at(4, 2, '2026-05-05', '09:00', '11:00'),
]);
const noop = vi.fn();
const draw = (view: 'day' | 'week', placements = new Map()) =>
  render(
    <ScheduleTimeline
      model={buildTimeline(week, { view, date: day, fitWidth: 1080, minPxPerMin: 0.5, placements })}
      compact={view === 'week'}
      selected={new Set([2])}
      pending={new Set()}
      ghost={null}
      onPointerDown={noop}
      onDoubleClick={noop}
      onKeyDown={noop}
    />,
  );

describe('ScheduleTimeline', () => {
  it('draws a day: screens as rows, hours on the 36-hour scale, times like 26:10', () => {
    const { container } = draw('day');
    expect(screen.getByText('08:00')).toBeTruthy();
    expect(screen.getByText('27:00')).toBeTruthy();
    const late = screen.getByRole('button', { name: '作品3 23:50–26:10' });
    expect(within(late).getByText('吹替')).toBeTruthy();
    expect(late.className).toContain('s-onSale');
    // The next day's screening is not in the day view.
    expect(screen.queryByRole('button', { name: /^作品4/ })).toBeNull();
    expect(container.querySelectorAll('.stl-tail')).toHaveLength(3);
  });

  it('marks the clash in red and shows the warning icon and the selection', () => {
    const { container } = draw('day');
    const [a, b] = [screen.getByRole('button', { name: /^作品1/ }), screen.getByRole('button', { name: /^作品2/ })];
    expect(a.className).toContain('overlap');
    expect(b.className).toContain('overlap');
    expect(b.className).toContain('selected');
    expect(within(b).getByLabelText('注意があります')).toBeTruthy();
    const band = container.querySelector<HTMLElement>('.stl-overlap')!;
    // 12:10 to 12:15; the axis runs 08:00–27:00 (the late show's cleaning ends 26:25), 1,080 px wide.
    const ppm = 1080 / (19 * 60);
    expect(parseFloat(band.style.left)).toBeCloseTo((12 * 60 + 10 - 8 * 60) * ppm, 3);
    expect(parseFloat(band.style.width)).toBeCloseTo(5 * ppm, 3);
    expect(screen.getByRole('button', { name: /^作品3/ }).className).not.toContain('overlap');
  });

  it('draws where a pending change puts a block before the API answers', () => {
    draw('day', new Map([[1, { houseId: 2, businessDate: day, startMin: 600, endMin: 720 }]]));
    const moved = screen.getByRole('button', { name: '作品1 10:00–12:00' });
    expect(moved.closest('[data-row-key]')?.getAttribute('data-row-key')).toBe(`${day}|2`);
    expect(screen.getByRole('button', { name: /^作品2/ }).className).not.toContain('overlap');
  });

  it('draws the week compactly: seven days of both screens, each day labelled once', () => {
    const { container } = draw('week');
    expect(container.querySelectorAll('[data-row-key]')).toHaveLength(14);
    expect(screen.getByText('5/4（月）')).toBeTruthy();
    expect(screen.getByText('5/10（日）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '作品4 09:00–11:00' })).toBeTruthy();
  });
});
