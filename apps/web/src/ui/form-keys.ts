import type { KeyboardEvent } from 'react';

/**
 * For a form's onKeyDown: Enter in a date or time picker confirms the date and closes the picker;
 * it does not also submit the form (a half-filled cinema and a film mid-entry were registered
 * that way). The picker has handled the key by the time it bubbles here; only the browser's
 * implicit submission is stopped. Enter anywhere else still submits.
 */
export function keepEnterInPickers(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement | null;
  if (target?.closest('.ant-picker')) event.preventDefault();
}
