// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  at(3, 2, day, '23:50', '26:10', {
    languageCode: 'DUB',
    status: 'onSale',
    publishedAt: '2026-04-20T00:00:00.000Z',
    priceTemplateId: null,
  }),
  at(4, 2, '2026-05-05', '09:00', '11:00'),
]);
const noop = vi.fn();
const draw = (view: 'day' | 'week', placements = new Map(), focusId: number | null = null, data = week) =>
  render(
    <ScheduleTimeline
      model={buildTimeline(data, { view, date: day, fitWidth: 1080, minPxPerMin: 0.5, placements })}
      focusId={focusId}
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

  it('draws drafts dashed, marks a screening without prices 料金未設定, and colours each film', () => {
    draw('day');
    const late = screen.getByRole('button', { name: /^作品3/ });
    expect(late.className).not.toContain('draft');
    expect(within(late).getByText('料金未設定')).toBeTruthy();
    const first = screen.getByRole('button', { name: /^作品1/ });
    expect(first.className).toContain('draft');
    expect(within(first).queryByText('料金未設定')).toBeNull();
    // Films take the palette in id order: 作品1, 作品2 … each its own colour.
    expect(first.style.borderLeftColor).toBe('rgb(29, 57, 196)');
    expect(screen.getByRole('button', { name: /^作品2/ }).style.borderLeftColor).toBe('rgb(212, 56, 13)');
  });

  it('describes a block in an antd tooltip on hover, not the bare title attribute', async () => {
    draw('day');
    const block = screen.getByRole('button', { name: /^作品3/ });
    expect(block.getAttribute('title')).toBeNull();
    fireEvent.pointerOver(block);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('作品3（G）');
    expect(tip.textContent).toContain('料金未設定');
    expect(tip.textContent).toContain('（公開済み）');
  });

  it('highlights the screening just saved (?focus=)', () => {
    draw('day', new Map(), 2);
    expect(screen.getByRole('button', { name: /^作品2/ }).className).toContain('focused');
    expect(screen.getByRole('button', { name: /^作品1/ }).className).not.toContain('focused');
  });

  it('names and colours the holidays in the week’s day headers', () => {
    const { container } = draw('week');
    const labels = [...container.querySelectorAll<HTMLElement>('.stl-label .day')];
    const first = labels.find((l) => l.textContent?.startsWith('5/4'))!;
    expect(first.className).toContain('holiday');
    expect(first.textContent).toContain('みどりの日');
    expect(labels.find((l) => l.textContent?.startsWith('5/9'))!.className).toContain('saturday');
    expect(labels.find((l) => l.textContent?.startsWith('5/7'))!.className).toContain('weekday');
  });

  it('zoom: the whole business day fits at 1, twice as wide at 2', () => {
    const fit = buildTimeline(week, { view: 'week', date: day, fitWidth: 540, minPxPerMin: 0.6, zoom: 1 });
    expect(fit.axis.pxPerMin * (fit.axis.endMin - fit.axis.startMin)).toBeCloseTo(540);
    expect(fit.axis.endMin).toBeGreaterThanOrEqual(26 * 60);
    const two = buildTimeline(week, { view: 'week', date: day, fitWidth: 540, minPxPerMin: 0.6, zoom: 2 });
    expect(two.axis.pxPerMin).toBeCloseTo(fit.axis.pxPerMin * 2);
    expect(fit.films.map((f) => f.name)).toEqual(['作品1', '作品2', '作品3', '作品4']);
  });
});

describe('ScheduleTimeline: seats and 上映終了', () => {
  afterEach(() => vi.useRealTimers());
  const seats = weekOf(day, [
    at(1, 1, day, '09:30', '11:30', { sold: 42, held: 8, capacity: 120, status: 'onSale' }),
    at(2, 1, day, '12:00', '14:00', { status: 'cancelled' }),
    at(3, 2, day, '13:00', '15:00', { sold: 3, capacity: 80, status: 'onSale' }),
  ]);

  it('shows the time and the film on two lines, the seats sold small, the figures in the tooltip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T12:30:00+09:00`));
    for (const view of ['day', 'week'] as const) {
      const { unmount } = draw(view, new Map(), null, seats);
      const block = screen.getByRole('button', { name: /^作品1/ });
      const [first, second] = [...block.children] as HTMLElement[];
      expect(first!.className).toBe('time');
      expect(first!.textContent).toContain(view === 'day' ? '09:30–11:30' : '09:30');
      expect(within(first!).getByText('42/120').className).toBe('seats');
      expect(second!.className).toBe('name');
      expect(second!.textContent).toBe('作品1');
      unmount();
    }
    draw('day', new Map(), null, seats);
    fireEvent.pointerOver(screen.getByRole('button', { name: /^作品3/ }));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('販売数 3席・残席 77席・販売率 4%（座席数 80席）');
    expect(tip.textContent).toContain('状態：販売中');
  });

  it('a screening whose end has passed says 上映終了; a cancelled one keeps 中止', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T14:30:00+09:00`));
    draw('day', new Map(), null, seats);
    const ended = screen.getByRole('button', { name: /^作品1/ });
    expect(ended.className).toContain('ended');
    expect(screen.getByRole('button', { name: /^作品2/ }).className).not.toContain('ended');
    expect(screen.getByRole('button', { name: /^作品3/ }).className).not.toContain('ended');
    fireEvent.pointerOver(ended);
    expect((await screen.findByRole('tooltip')).textContent).toContain('状態：上映終了');
    fireEvent.pointerOver(screen.getByRole('button', { name: /^作品2/ }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toContain('状態：中止'));
  });

  it('a click on the seat figures asks for the seat map', () => {
    const onSeatMap = vi.fn();
    render(
      <ScheduleTimeline
        model={buildTimeline(seats, { view: 'day', date: day, fitWidth: 1080, minPxPerMin: 0.5 })}
        compact={false}
        selected={new Set()}
        pending={new Set()}
        ghost={null}
        onPointerDown={noop}
        onDoubleClick={noop}
        onKeyDown={noop}
        onSeatMap={onSeatMap}
      />,
    );
    fireEvent.click(screen.getByText('3/80'));
    expect(onSeatMap).toHaveBeenCalledWith(3);
  });
});
