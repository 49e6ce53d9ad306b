import dayjs, { type Dayjs } from 'dayjs';

// The form's 送信予定日時: an ISO string in the form values, a Dayjs in the picker.
export const asDateTime = (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null });
export const fromDateTime = (d: Dayjs | null) => (d ? d.second(0).format() : null);
