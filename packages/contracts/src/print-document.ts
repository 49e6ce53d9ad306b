import { z } from 'zod';

// A document printed by the console (docs/pdf-documents.md): one model that the API renders to a PDF
// (platform/pdf) and the web renders to print HTML (ui/print-document), so the two never drift. Every cell is
// text already formatted by the document's builder; the renderers only lay it out.

export const printAlign = z.enum(['left', 'right', 'center']);
export type PrintAlign = z.infer<typeof printAlign>;

export const printColumn = z.object({
  title: z.string(),
  align: printAlign,
  /** Relative width: the renderers share the page's width out in these proportions. */
  width: z.number().positive(),
});
export type PrintColumn = z.infer<typeof printColumn>;

/** A table row; `total` rows are bold with a rule above, `note` rows (an 調整額's reason) are in small type. */
export const printRow = z.object({ cells: z.array(z.string()), kind: z.enum(['row', 'total', 'note']) });
export type PrintRow = z.infer<typeof printRow>;

export const printLabelled = z.object({ label: z.string(), value: z.string() });
export type PrintLabelled = z.infer<typeof printLabelled>;

/**
 * A reply slip under a document, cut off and sent back (残高確認書's 回答書): its heading, a sentence, and labelled boxes
 * left blank to fill in (`hint` is printed small inside the box: 「一致 ・ 不一致」, 「年 月 日」).
 */
export const printReplySlip = z.object({
  title: z.string(),
  lead: z.string(),
  fields: z.array(z.object({ label: z.string(), hint: z.string(), lines: z.number().int().min(1).max(6) })),
});
export type PrintReplySlip = z.infer<typeof printReplySlip>;

export const printDocument = z.object({
  title: z.string(),
  /** Beside the title, e.g. （仕入明細書）. */
  subtitle: z.string().nullable(),
  orientation: z.enum(['portrait', 'landscape']),
  /** The download's name, with its extension. */
  fileName: z.string(),
  /** Whom the document is addressed to: 「name 御中」, then its lines (登録番号). */
  recipient: z.object({ name: z.string(), lines: z.array(z.string()) }).nullable(),
  /** Who issues it (name, 〒, address, 登録番号); the 社印 beside it when the brand has one. */
  issuer: z.object({ lines: z.array(z.string()), stampUrl: z.string().nullable() }),
  /** 発行日, 対象期間, 支払予定日…, in order. */
  meta: z.array(printLabelled),
  /** Sentences above the table. */
  lead: z.array(z.string()),
  table: z.object({ columns: z.array(printColumn), rows: z.array(printRow), empty: z.string() }),
  /** The closing figures under the table; `strong` for the amount due. */
  totals: z.array(printLabelled.extend({ strong: z.boolean() })),
  /** Sentences under the totals (what to confirm, 振込先). */
  notes: z.array(z.string()),
  /** The reply slip at the foot, when the document asks for one. */
  reply: printReplySlip.optional(),
});
export type PrintDocument = z.infer<typeof printDocument>;

/**
 * Several documents printed together, each starting a new page with its own 「n / N ページ」 (one 残高確認書 per
 * 取引先): one PDF, one download.
 */
export const printBatch = z.object({
  fileName: z.string(),
  /** What the batch says when it holds no document (what to do instead). */
  empty: z.string(),
  documents: z.array(printDocument),
});
export type PrintBatch = z.infer<typeof printBatch>;

/** The footer of page n of N, the same in the PDF and the print HTML's page boxes. */
export const pageFooter = (page: number, pages: number) => `${page} / ${pages} ページ`;
