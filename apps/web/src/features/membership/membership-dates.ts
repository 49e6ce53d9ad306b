import dayjs, { type Dayjs } from 'dayjs';

// A date held as YYYY-MM-DD in the form, shown by the date picker as a day.
export const asDate = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDate = (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null);
