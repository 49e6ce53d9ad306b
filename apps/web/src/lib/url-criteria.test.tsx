import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastMonthInJapan } from '@cinema/contracts';
import { renderWithProviders } from '../test/render.js';
import { useUrlCriteria } from './url-criteria.js';

// The criteria of a document page live in its URL: what a link opens, what a reload keeps.
const fields = { month: 'month', clientId: 'number', nonZero: 'flag' } as const;
type Next = Parameters<ReturnType<typeof useUrlCriteria<typeof fields>>['change']>[0];
const steps: Next[] = [
  { month: undefined, clientId: undefined, nonZero: true },
  { month: '2026-05', clientId: -3 },
];

/** Shows the criteria; each button sends one step's values as the form would. */
function Probe() {
  const r = useUrlCriteria(fields);
  return (
    <>
      <pre data-testid="probe">{JSON.stringify({ criteria: r.criteria, query: r.query })}</pre>
      {steps.map((step, i) => (
        <button key={i} onClick={() => r.change(step)}>{`step${i}`}</button>
      ))}
    </>
  );
}
const shown = () => JSON.parse(screen.getByTestId('probe').textContent ?? '{}');

describe('useUrlCriteria', () => {
  it('reads last month, no client and no flag from a bare URL', () => {
    renderWithProviders(<Probe />, { path: '/doc', route: '/doc' });
    expect(shown()).toEqual({ criteria: { month: lastMonthInJapan() }, query: { month: lastMonthInJapan() } });
  });

  it('reads what a link names, refusing ids that are not positive numbers, and sends a flag as true', () => {
    renderWithProviders(<Probe />, { path: '/doc?month=2026-04&clientId=7&nonZero=true', route: '/doc' });
    expect(shown()).toEqual({
      criteria: { month: '2026-04', clientId: 7, nonZero: true },
      query: { month: '2026-04', clientId: 7, nonZero: 'true' },
    });
  });

  it('keeps the month shown when the picker is cleared, and drops what was cleared', () => {
    renderWithProviders(<Probe />, { path: '/doc?month=2026-04&clientId=7', route: '/doc' });
    fireEvent.click(screen.getByText('step0'));
    expect(shown().criteria).toEqual({ month: '2026-04', nonZero: true });
    fireEvent.click(screen.getByText('step1'));
    expect(shown().criteria).toEqual({ month: '2026-05' });
  });
});
