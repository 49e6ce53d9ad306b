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
});
export type PrintDocument = z.infer<typeof printDocument>;

/** The footer of page n of N, the same in the PDF and the print HTML's page boxes. */
export const pageFooter = (page: number, pages: number) => `${page} / ${pages} ページ`;
