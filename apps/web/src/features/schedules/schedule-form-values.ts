import dayjs, { type Dayjs } from 'dayjs';
import {
  ALL_CHANNELS,
  cutoffOffsetHours,
  formatBusinessDate,
  fromScaleTime,
  parseScaleTime,
  addDays,
  type FieldIssue,
  type ScheduleCreateInput,
  type ScheduleUpdateInput,
  type ScreeningCategory,
  type ScreeningStatus,
  type Screening,
  type SalesChannels,
} from '@cinema/contracts';

export type Channel = keyof SalesChannels;
export const channelOptions: { value: Channel; label: string }[] = [
  { value: 'online', label: 'オンライン' },
  { value: 'pos', label: '窓口（POS）' },
  { value: 'kiosk', label: '券売機' },
];

/** The form's shape: the business date and 36-hour times instead of instants. */
export interface ScheduleFormValues {
  filmId?: number;
  houseId?: number;
  languageVersionId?: number;
  formatVersionId?: number;
  businessDate: Dayjs;
  startTime: string;
  /** Blank: derived from the film (trailers + length). */
  endTime?: string;
  category: ScreeningCategory;
  priceTemplateId?: number | null;
  salesStartAt?: Dayjs | null;
  salesEndAt?: Dayjs | null;
  channels: Channel[];
  status: ScreeningStatus;
  /** Blank: the cinema's 清掃時間の初期値 (on create) or the stored value (on edit). */
  cleaningMinutes?: number | null;
  note?: string | null;
}

export const formDefaults = (date: string): Partial<ScheduleFormValues> => ({
  businessDate: dayjs(date),
  category: 'main',
  channels: channelOptions.map((c) => c.value).filter((c) => ALL_CHANNELS[c]),
  status: 'planned',
  cleaningMinutes: null,
});

export const toFormValues = (s: Screening): ScheduleFormValues => ({
  filmId: s.filmId,
  houseId: s.houseId,
  languageVersionId: s.languageVersionId,
  formatVersionId: s.formatVersionId,
  businessDate: dayjs(s.businessDate),
  startTime: s.startTime,
  endTime: s.endTime,
  category: s.category,
  priceTemplateId: s.priceTemplateId,
  salesStartAt: s.salesStartAt ? dayjs(s.salesStartAt) : null,
  salesEndAt: s.salesEndAt ? dayjs(s.salesEndAt) : null,
  channels: channelOptions.map((c) => c.value).filter((c) => s.channels[c]),
  status: s.status,
  cleaningMinutes: s.cleaningMinutes,
  note: s.note,
});

const instantOf = (d: Dayjs | null | undefined) => (d ? d.format() : null);

/**
 * The request body. On edit the end goes only when staff typed one: a blank end on a new film
 * is derived again by the API, and a moved start keeps the screening's length.
 */
export function toScheduleBody(v: ScheduleFormValues, record?: Screening): ScheduleCreateInput | ScheduleUpdateInput {
  const date = v.businessDate.format('YYYY-MM-DD');
  const end = v.endTime?.trim() ? fromScaleTime(date, v.endTime.trim()) : null;
  const body = {
    filmId: v.filmId!,
    houseId: v.houseId!,
    languageVersionId: v.languageVersionId!,
    formatVersionId: v.formatVersionId!,
    startAt: fromScaleTime(date, v.startTime.trim()),
    category: v.category,
    priceTemplateId: v.priceTemplateId ?? null,
    salesStartAt: instantOf(v.salesStartAt),
    salesEndAt: instantOf(v.salesEndAt),
    channels: {
      online: v.channels.includes('online'),
      pos: v.channels.includes('pos'),
      kiosk: v.channels.includes('kiosk'),
    },
    status: v.status,
    cleaningMinutes: v.cleaningMinutes ?? undefined,
    note: v.note ?? null,
  };
  if (!record) return { ...body, endAt: end };
  return { id: record.id, version: record.version, ...body, ...(end ? { endAt: end } : {}) };
}

/** The API names instants; the form shows 36-hour times. */
const fieldOf: Record<string, string> = { startAt: 'startTime', endAt: 'endTime' };
export const toFormErrors = (errors: FieldIssue[]): FieldIssue[] =>
  errors.map((e) => ({ ...e, field: fieldOf[e.field] ?? e.field }));

/** Moving the start moves a typed end with it, so the screening keeps its length. */
export function shiftEnd(
  prevStart: string | undefined,
  nextStart: string,
  end: string | undefined,
): string | undefined {
  const a = prevStart ? parseScaleTime(prevStart) : null;
  const b = parseScaleTime(nextStart);
  const e = end ? parseScaleTime(end) : null;
  if (a === null || b === null || e === null) return end;
  const m = e + (b - a);
  if (m <= b || m >= 36 * 60) return end;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A start before the cinema's day turns over belongs to the previous business day: 01:00 on a
 * cinema that closes its day at 02:00 is the night of the day before (this day's night is 25:00).
 */
export function previousDayHint(
  date: string,
  startTime: string | undefined,
  cutoffHour: number | undefined,
): string | null {
  const m = startTime ? parseScaleTime(startTime) : null;
  if (m === null || cutoffHour === undefined) return null;
  const turnover = (cutoffOffsetHours(cutoffHour) - 24) * 60;
  if (m >= turnover) return null;
  const same = `${Math.floor(m / 60) + 24}:${String(m % 60).padStart(2, '0')}`;
  return `${startTime}は前の営業日（${formatBusinessDate(addDays(date, -1), true)}）の深夜として登録されます。この営業日の深夜なら「${same}」と入力してください。`;
}
