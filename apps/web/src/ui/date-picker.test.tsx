import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { DatePicker } from './date-picker.js';

// Every screen's picker comes from here (lint forbids antd's), so each calendar marks 土・日・祝.
const dayKinds = (ui: React.ReactElement) => {
  render(ui);
  const kinds: Record<string, string> = {};
  for (const cell of document.querySelectorAll<HTMLElement>('[data-day-kind]'))
    kinds[cell.closest('td')?.getAttribute('title') ?? ''] = cell.dataset.dayKind!;
  return kinds;
};

describe('ui DatePicker', () => {
  it('marks the holidays and weekends of an open calendar', () => {
    const kinds = dayKinds(<DatePicker open defaultValue={dayjs('2026-11-10')} />);
    expect(kinds['2026-11-23']).toBe('holiday'); // 勤労感謝の日
    expect(kinds['2026-11-28']).toBe('saturday');
    expect(kinds['2026-11-29']).toBe('sunday');
    expect(kinds['2026-11-24']).toBeUndefined();
  });

  it('marks them in a range picker too', () => {
    const kinds = dayKinds(<DatePicker.RangePicker open defaultValue={[dayjs('2026-11-10'), dayjs('2026-11-12')]} />);
    expect(kinds['2026-11-23']).toBe('holiday');
  });
});
