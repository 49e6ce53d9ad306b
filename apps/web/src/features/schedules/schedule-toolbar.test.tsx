import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScheduleToolbar } from './schedule-toolbar.js';

// The timeline's 営業日 can be typed, not only picked: 2026/12/04, 2026-12-04 or 20261204 and Enter.
describe('the schedule’s 営業日', () => {
  it.each(['2026/12/04', '2026-12-04', '20261204'])('takes %s typed and Enter', async (typed) => {
    const onDate = vi.fn();
    render(<ScheduleToolbar view="day" date="2026-11-29" today="2026-11-29" onView={() => {}} onDate={onDate} />);
    const input = screen.getByLabelText('営業日');
    expect((input as HTMLInputElement).value).toMatch(/^2026\/11\/29（/);
    const user = userEvent.setup({ delay: null });
    await user.click(input);
    await user.clear(input);
    await user.keyboard(`${typed}{Enter}`);
    expect(onDate).toHaveBeenLastCalledWith('2026-12-04');
  });
});
