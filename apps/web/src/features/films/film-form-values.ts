import dayjs, { type Dayjs } from 'dayjs';
import type { FormRule } from 'antd';
import { filmFormSchema, type FilmCreateInput } from '@cinema/contracts';
import { zodRule } from '../../lib/zod-form.js';

/** What the film form holds: the create body's input (dates as YYYY-MM-DD text). */
export type FilmFormValues = FilmCreateInput;

/** Every field is checked with the contract's own schema, so the form and the API say the same. */
export const filmRule: FormRule = zodRule(filmFormSchema);

// Pickers work with dayjs; the form and the contract keep YYYY-MM-DD text.
export const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
