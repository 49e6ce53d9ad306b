// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { holidayCellRender } from './holiday-date.js';

const cell = (date: string, type = 'date') =>
  render(
    <>{holidayCellRender(dayjs(date), { type, originNode: <div className="inner">{dayjs(date).date()}</div> })}</>,
  ).container.querySelector<HTMLElement>('.inner')!;

describe('holidayCellRender', () => {
  it('colours 土 blue, 日 and 祝 red, and leaves weekdays alone', () => {
    expect(cell('2026-11-28').style.color).toBe('rgb(22, 119, 255)'); // 土
    expect(cell('2026-11-29').style.color).toBe('rgb(207, 19, 34)'); // 日
    const holiday = cell('2026-11-23'); // 勤労感謝の日 (月)
    expect(holiday.dataset.dayKind).toBe('holiday');
    expect(holiday.style.color).toBe('rgb(207, 19, 34)');
    expect(cell('2026-11-24').style.color).toBe('');
  });

  it('leaves the month and year panels as antd draws them', () => {
    expect(cell('2026-11-29', 'month').style.color).toBe('');
  });
});
