import dayjs, { type Dayjs } from 'dayjs';
import type { FormRule } from 'antd';
import {
  presetTicket,
  priceTemplateCreateBody,
  seatTypeLabels,
  seatTypes,
  ticketPresets,
  type PriceTemplateCreateInput,
  type PriceTemplateTicketInput,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';

/** What the template form holds: the create body's input without the cinema (the session's). */
export type PriceTemplateValues = Omit<PriceTemplateCreateInput, 'cinemaId'>;
export type TicketRow = Partial<PriceTemplateTicketInput> | undefined;
export const TICKETS = 'tickets';

/** Every field, 券種 rows included, is checked with the contract's own schema. */
export const templateRule: FormRule = zodRule(priceTemplateCreateBody, withBlanks('name'));

export const seatTypeOptions = seatTypes.map((value) => ({ value, label: seatTypeLabels[value] }));
export const purchaseUnitOptions = [
  { value: 1, label: '1枚' },
  { value: 2, label: '2枚（ペア）' },
];

// Pickers work with dayjs; the form and the contract keep YYYY-MM-DD text.
export const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);

/** A blank 券種 row: sold on general seats, everywhere, every day. */
export const blankTicket = (): PriceTemplateTicketInput => ({
  ...presetTicket({ kind: 'custom', name: '', price: 0, alertMessage: null }),
});

/**
 * The usual Japanese 券種 and prices (docs/domain.md, "ticket kinds and prices") not yet in the list, appended in order;
 * rows already there (by name) are left as staff set them.
 */
export function withPresets(rows: readonly TicketRow[]): TicketRow[] {
  const names = new Set(rows.map((r) => r?.name?.trim()).filter(Boolean));
  return [...rows, ...ticketPresets.filter((p) => !names.has(p.name)).map(presetTicket)];
}
