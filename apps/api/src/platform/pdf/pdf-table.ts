import type { PrintDocument, PrintRow } from '@cinema/contracts';

// The PDF's table (docs/pdf-documents.md, "the document model"): columns share the page's width in their
// proportions; a row that does not fit on the page starts a new page, which repeats the header row first. A `note`
// row spans every column; an empty table prints one row saying so.

export type Pdf = PDFKit.PDFDocument;
export const REGULAR = 'jp';
export const BOLD = 'jp-bold';
const PAD = 3;
const GRID = '#888888';
const HEAD_FILL = '#e8e8e8';

export const frame = (doc: Pdf) => {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  return { left, width, top: doc.page.margins.top, bottom: doc.page.height - doc.page.margins.bottom };
};

type Kind = PrintRow['kind'] | 'head';
const fontOf = (kind: Kind) => (kind === 'head' || kind === 'total' ? BOLD : REGULAR);
const sizeOf = (kind: Kind) => (kind === 'note' ? 7 : 8);

export function drawTable(doc: Pdf, table: PrintDocument['table']) {
  const { left, width, top, bottom } = frame(doc);
  const sum = table.columns.reduce((s, c) => s + c.width, 0);
  const widths = table.columns.map((c) => (c.width / sum) * width);
  const starts = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const head = table.columns.map((c) => c.title);

  // A row's cells as [text, x, width, align]; a note (or the empty table's line) spans the whole table.
  const cellsOf = (cells: string[], kind: Kind) =>
    kind === 'note'
      ? [{ text: cells[0] ?? '', x: left, w: width, align: 'left' as const }]
      : table.columns.map((c, i) => ({
          text: cells[i] ?? '',
          x: starts[i] ?? left,
          w: widths[i] ?? 0,
          align: kind === 'head' ? ('center' as const) : c.align,
        }));
  const heightOf = (cells: ReturnType<typeof cellsOf>, kind: Kind) => {
    doc.font(fontOf(kind)).fontSize(sizeOf(kind));
    return Math.max(...cells.map((c) => doc.heightOfString(c.text || ' ', { width: c.w - 2 * PAD }))) + 2 * PAD;
  };
  const draw = (y: number, cells: ReturnType<typeof cellsOf>, kind: Kind, h: number) => {
    if (kind === 'head') doc.rect(left, y, width, h).fill(HEAD_FILL);
    doc.fillColor('#000000').font(fontOf(kind)).fontSize(sizeOf(kind));
    for (const c of cells) {
      doc.text(c.text, c.x + PAD, y + PAD, { width: c.w - 2 * PAD, align: c.align, lineBreak: true });
      doc.rect(c.x, y, c.w, h).lineWidth(0.5).strokeColor(GRID).stroke();
    }
    if (kind === 'total')
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(1.2)
        .strokeColor('#000000')
        .stroke();
  };

  const headCells = cellsOf(head, 'head');
  const headHeight = heightOf(headCells, 'head');
  let y = doc.y;
  const startPage = () => {
    doc.addPage();
    y = top;
    draw(y, headCells, 'head', headHeight);
    y += headHeight;
  };
  if (y + headHeight * 2 > bottom) startPage();
  else {
    draw(y, headCells, 'head', headHeight);
    y += headHeight;
  }
  const rows: PrintRow[] = table.rows.length ? table.rows : [{ cells: [table.empty], kind: 'note' }];
  for (const row of rows) {
    const cells = cellsOf(row.cells, row.kind);
    const h = heightOf(cells, row.kind);
    if (y + h > bottom) startPage();
    draw(y, cells, row.kind, h);
    y += h;
  }
  doc.x = left;
  doc.y = y;
}
