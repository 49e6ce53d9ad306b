import { z } from 'zod';
import { dateField } from './dates.js';
import { endpoint, onScreen } from './endpoint.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { salesChannel } from './sales.js';

// 未着券記録 (docs/reports.md, "the report screens"): sold seats of ended screenings never admitted, and the outcome staff
// record before closing the day.

export const nonArrivalOutcome = labelled(['noShow', 'missedScan', 'other'], {
  noShow: '未来場',
  missedScan: '入場確認漏れ',
  other: 'その他',
});
export type NonArrivalOutcome = (typeof nonArrivalOutcome.values)[number];

export const nonArrivalMessages = {
  recorded: '未着券の処理を記録しました',
  lines: '処理する座席を選択してください',
  outcome: '「処理」を選択してください',
  noteRequired: '「その他」の場合は「備考」を入力してください',
  note: '「備考」は200文字以内で入力してください',
  notFound: '選択した座席の中に、未着券ではないもの（入場済・払戻済・上映終了前・他劇場）があります',
} as const;

export const nonArrivalListQuery = z.object({
  cinemaId: id.optional(),
  businessDate: dateField('上映日'),
});

export const nonArrivalRow = z.object({
  lineId: z.string(),
  screeningId: z.number().int(),
  screeningStart: z.string(),
  houseName: z.string().nullable(),
  filmName: z.string().nullable(),
  seatKey: z.string().nullable(),
  ticketName: z.string(),
  transactionId: z.string(),
  transactionNo: z.string(),
  channel: salesChannel.schema,
  issuedAt: z.string().nullable(),
  outcome: nonArrivalOutcome.schema.nullable(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type NonArrivalRow = z.infer<typeof nonArrivalRow>;

export const nonArrivalRecordBody = z
  .object({
    lineIds: z
      .array(z.uuid({ error: nonArrivalMessages.lines }), { error: nonArrivalMessages.lines })
      .min(1, nonArrivalMessages.lines)
      .max(500, '座席は500件以内で選択してください'),
    outcome: z.enum(nonArrivalOutcome.values, { error: nonArrivalMessages.outcome }),
    note: z.string().trim().max(200, nonArrivalMessages.note).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'other' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: nonArrivalMessages.noteRequired });
  });
export type NonArrivalRecordBody = z.infer<typeof nonArrivalRecordBody>;

export const nonArrivalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/nonArrival/list',
    summary: '未着券記録: 上映日の終了した上映回で、販売済み（払戻されていない）かつ未入場の座席',
    access: onScreen('/non-arrival-ticket-record'),
    query: nonArrivalListQuery,
    answer: z.object({ list: z.array(nonArrivalRow) }),
  }),
  record: endpoint({
    method: 'POST',
    path: '/api/nonArrival/record',
    summary: '未着券の処理を記録（未来場・入場確認漏れ・その他）',
    access: onScreen('/non-arrival-ticket-record', 'update'),
    body: nonArrivalRecordBody,
    answer: z.object({ count: z.number().int() }),
  }),
};
