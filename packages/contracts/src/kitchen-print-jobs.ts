import { z } from 'zod';
import { sortedList } from './common.js';
import { optionalDateField } from './dates.js';
import { labelList } from './device-document-fields.js';
import { kitchenPrinter, paperWidth } from './devices.js';
import { labelled } from './enums.js';
import { id } from './fields.js';
import { ja } from './messages.js';
import { salesChannel } from './sales.js';

// キッチン伝票: what a sale's shop lines ask of the kitchen, one print job per kitchen printer whose
// 売店グループ the lines belong to (docs/device-api.md, "kitchen printers"). The job is made in the
// sale's own transaction; the printer fetches its pending jobs and says when each is printed.

export const printJobStatus = labelled(['pending', 'printed', 'cancelled'], {
  pending: '未印刷',
  printed: '印刷済み',
  cancelled: '取消',
});
export type PrintJobStatus = (typeof printJobStatus.values)[number];

/** An order slip, or the 取消伝票 of an order the kitchen had already printed when the sale was voided. */
export const printJobKind = labelled(['order', 'cancel'], { order: '注文', cancel: '取消伝票' });
export type PrintJobKind = (typeof printJobKind.values)[number];

export const kitchenPrintJobLabels = {
  orderedAt: '日時',
  transactionNo: '伝票番号',
  items: '内容',
  status: '状態',
  printedAt: '印刷日時',
  kind: '種別',
  sourceName: 'レジ・端末',
  lastPrintedAt: '最終印刷',
  pendingJobs: '未印刷',
  channel: '販売チャネル',
  from: '開始日',
  to: '終了日',
} as const;
const L = kitchenPrintJobLabels;

const option = z
  .object({
    group: z.string().describe('オプショングループ名（例: サイズ）'),
    choice: z.string().describe('選択肢名（例: L）'),
  })
  .describe('選んだオプション');

/** One shop line as the kitchen reads it: what to make, how many, with what. */
export const printJobItem = z
  .object({
    name: z.string().describe('商品名'),
    quantity: z.number().int().describe('数量'),
    options: z.array(option).describe('選んだオプション（なければ空）'),
    contents: z
      .array(
        z
          .object({
            name: z.string().describe('セットに入る商品名'),
            quantity: z.number().int().describe('セット1つあたりの数量'),
            options: z.array(z.string()).describe('サイズなどの選択肢名（例: M。なければ空）'),
          })
          .describe('セット内容の1品'),
      )
      .describe('セット商品の内容（固定の品と、選択グループで選ばれた品。セットでなければ空）'),
    eatIn: z.boolean().describe('店内飲食（ロビーで食べる）なら true、持ち帰り・劇場内なら false'),
  })
  .describe('伝票の1行');
export type PrintJobItem = z.infer<typeof printJobItem>;

export const kitchenPrintJob = z.object({
  id: z.number().int().describe('印刷ジョブID（印刷済みの通知 POST /api/device/print-jobs/{id}/ack に使う）'),
  deviceId: z.number().int().describe('印刷するキッチンプリンターの端末ID'),
  kind: printJobKind.schema.describe(
    `種別: ${labelList(printJobKind)}。取消伝票は印刷済みの注文が取り消されたときに作られます`,
  ),
  status: printJobStatus.schema.describe(`状態: ${labelList(printJobStatus)}`),
  transactionId: z.string().describe('販売の取引ID（UUIDv7、端末が作った clientId）'),
  transactionNo: z.string().describe('伝票番号（販売の取引番号、8桁）'),
  channel: salesChannel.schema.describe(`販売チャネル: ${labelList(salesChannel)}`),
  sourceName: z.string().nullable().describe('販売したレジ・端末の名前（管理画面の掛売などは null）'),
  orderedAt: z.string().describe('日時（ISO 8601）: 注文は販売の日時（オンラインは決済の日時）、取消伝票は取消の日時'),
  printedAt: z.string().nullable().describe('印刷済みになった日時（ISO 8601）。未印刷・取消は null'),
  items: z.array(printJobItem).describe('このプリンターの売店グループに当たる明細だけ（販売の明細の順）'),
});
export type KitchenPrintJob = z.infer<typeof kitchenPrintJob>;

/** GET /api/device/print-jobs: the printer's settings and its pending jobs, oldest first. */
export const devicePrintJobs = z.object({
  paperWidth: paperWidth.schema.describe(`用紙幅（管理画面の印刷設定）: ${labelList(paperWidth)}`),
  copies: z.number().int().describe('印刷部数（1〜5、管理画面の印刷設定）。伝票ごとにこの部数を印刷します'),
  jobs: z.array(kitchenPrintJob).describe('未印刷の印刷ジョブ（古い順、最大100件）'),
});
export type DevicePrintJobs = z.infer<typeof devicePrintJobs>;

/** The most jobs one fetch answers: a printer back from a long outage catches up in a few calls. */
export const PRINT_JOBS_PER_FETCH = 100;

export const printJobParams = z.object({
  id: id.describe('印刷ジョブID（GET /api/device/print-jobs の jobs[].id）'),
});

export const kitchenPrintJobSortFields = ['orderedAt', 'transactionNo', 'status', 'printedAt'] as const;
export const kitchenPrintJobListQuery = sortedList(kitchenPrintJobSortFields)
  .extend({
    deviceId: id,
    status: z.enum(printJobStatus.values, { error: ja.requiredSelect(L.status) }).optional(),
    kind: z.enum(printJobKind.values, { error: ja.requiredSelect(L.kind) }).optional(),
    from: optionalDateField(L.from).transform((v) => v ?? undefined),
    to: optionalDateField(L.to).transform((v) => v ?? undefined),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: `「${L.from}」は「${L.to}」以前の日付を指定してください`,
      });
  });
export type KitchenPrintJobListQuery = z.infer<typeof kitchenPrintJobListQuery>;

/** A printer's row of the キッチンプリンター list: its settings, its last print and what waits. */
export const kitchenPrinterListItem = kitchenPrinter.extend({
  lastPrintedAt: z.string().nullable(),
  pendingJobs: z.number().int(),
});
export type KitchenPrinterListItem = z.infer<typeof kitchenPrinterListItem>;

const optionText = (i: PrintJobItem) => [
  ...i.options.map((o) => o.choice),
  ...(i.contents.length
    ? [i.contents.map((c) => [c.name, ...c.options].join(' ') + (c.quantity > 1 ? `×${c.quantity}` : '')).join('・')]
    : []),
];

/** 内容 as one line (the history list and its export): 「ポップコーン（塩・L）×2、コーラ（M）×1」. */
export const printJobSummary = (items: readonly PrintJobItem[]) =>
  items
    .map((i) => {
      const extra = optionText(i);
      return `${i.name}${extra.length ? `（${extra.join('・')}）` : ''}×${i.quantity}`;
    })
    .join('、');
