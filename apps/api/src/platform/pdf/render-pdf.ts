import PDFDocument from 'pdfkit';
import { pageFooter, type PrintDocument } from '@cinema/contracts';
import { fonts } from './fonts.js';
import { drawSlip } from './pdf-slip.js';
import { BOLD, drawTable, frame, REGULAR, type Pdf } from './pdf-table.js';

// The PDF renderer of a PrintDocument (docs/pdf-documents.md): A4 in the document's orientation, Noto Sans JP
// embedded as a subset, the title, the addressee (御中) and the issuer with its 社印, the table (header repeated on
// each page), the totals, the notes, and "n / N ページ" at the foot of every page. Text stays text, so a PDF text
// extractor reads it back.

const MARGINS = { top: 40, bottom: 44, left: 40, right: 40 };
const STAMP = 54;

function header(doc: Pdf, d: PrintDocument, stamp: Buffer | null) {
  const { left, width, top } = frame(doc);
  doc.font(BOLD).fontSize(18).text(d.title, left, top, { width, align: 'center' });
  if (d.subtitle) doc.font(REGULAR).fontSize(10).text(d.subtitle, left, doc.y, { width, align: 'center' });
  const y0 = doc.y + 14;
  const half = width * 0.52;
  let ly = y0;
  if (d.recipient) {
    doc.font(BOLD).fontSize(13).text(`${d.recipient.name}\u3000御中`, left, ly, { width: half });
    ly = doc.y + 2;
    doc
      .moveTo(left, ly)
      .lineTo(left + half, ly)
      .lineWidth(0.8)
      .strokeColor('#000000')
      .stroke();
    ly += 5;
    doc.font(REGULAR).fontSize(9);
    for (const line of d.recipient.lines) ly = doc.text(line, left, ly, { width: half }).y;
  }
  const rx = left + width * 0.58;
  const rw = left + width - rx;
  let ry = y0;
  doc.font(REGULAR).fontSize(9);
  for (const m of d.meta) ry = doc.text(`${m.label}：${m.value}`, rx, ry, { width: rw, align: 'right' }).y;
  ry += 8;
  const issuerTop = ry;
  d.issuer.lines.forEach((line, i) => {
    ry = doc
      .font(i === 0 ? BOLD : REGULAR)
      .fontSize(i === 0 ? 10 : 8.5)
      .text(line, rx, ry, { width: rw - 12 }).y;
  });
  // The 社印 sits over the end of the issuer's name, as a seal is pressed.
  if (stamp) doc.image(stamp, left + width - STAMP, issuerTop - 6, { fit: [STAMP, STAMP] });
  doc.x = left;
  doc.y = Math.max(ly, ry, stamp ? issuerTop + STAMP : 0) + 12;
  doc.font(REGULAR).fontSize(9);
  for (const line of d.lead) doc.text(line, left, doc.y, { width });
  if (d.lead.length) doc.moveDown(0.6);
}

function totals(doc: Pdf, d: PrintDocument) {
  if (!d.totals.length) return;
  const { left, width, top, bottom } = frame(doc);
  const w = width * 0.48;
  const x = left + width - w;
  const rowH = 18;
  let y = doc.y + 10;
  if (y + rowH * d.totals.length > bottom) {
    doc.addPage();
    y = top;
  }
  for (const t of d.totals) {
    const size = t.strong ? 11 : 9;
    doc
      .rect(x, y, w, rowH)
      .lineWidth(t.strong ? 1.2 : 0.5)
      .strokeColor(t.strong ? '#000000' : '#888888')
      .stroke();
    doc
      .font(t.strong ? BOLD : REGULAR)
      .fontSize(size)
      .fillColor('#000000');
    doc.text(t.label, x + 6, y + (rowH - size) / 2 - 1, { width: w * 0.55, lineBreak: false });
    doc.text(t.value, x + w * 0.45, y + (rowH - size) / 2 - 1, {
      width: w * 0.55 - 6,
      align: 'right',
      lineBreak: false,
    });
    y += rowH;
  }
  doc.x = left;
  doc.y = y + 12;
}

/** 「n / N ページ」 at the foot of every page, counted within each document (`starts`: each one's first page). */
function footers(doc: Pdf, starts: number[]) {
  const range = doc.bufferedPageRange();
  const ends = [...starts.slice(1), range.start + range.count];
  starts.forEach((start, d) => {
    const end = ends[d] ?? start;
    for (let i = start; i < end; i++) {
      doc.switchToPage(i);
      const { left, width } = frame(doc);
      // Written inside the bottom margin: with the margin lifted for it, pdfkit does not start another page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(REGULAR).fontSize(8).fillColor('#000000');
      doc.text(pageFooter(i - start + 1, end - start), left, doc.page.height - 28, {
        width,
        align: 'center',
        lineBreak: false,
      });
      doc.page.margins.bottom = margin;
    }
  });
}

/** The document as PDF bytes; `stamp` is the brand's 社印 as PNG or JPEG, drawn beside the issuer when given. */
export function renderPdf(d: PrintDocument, stamp: Buffer | null = null): Promise<Buffer> {
  return renderPdfs([d], stamp);
}

/** Several documents in one PDF, each from a new page and numbered on its own (a batch of letters). */
export function renderPdfs(docs: PrintDocument[], stamp: Buffer | null = null): Promise<Buffer> {
  const { regular, bold } = fonts();
  const first = docs[0];
  const doc = new PDFDocument({
    size: 'A4',
    layout: first?.orientation ?? 'portrait',
    margins: MARGINS,
    bufferPages: true,
    font: null as unknown as string, // no standard font: every text is in the embedded Japanese font
    lang: 'ja-JP',
    displayTitle: true,
    info: { Title: first?.title ?? '', Creator: '劇場管理コンソール' },
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const starts: number[] = [];
  docs.forEach((d, i) => {
    if (i > 0) doc.addPage({ size: 'A4', layout: d.orientation, margins: MARGINS });
    starts.push(doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1);
    header(doc, d, stamp);
    drawTable(doc, d.table);
    totals(doc, d);
    doc.font(REGULAR).fontSize(8.5);
    for (const note of d.notes) doc.text(note, frame(doc).left, doc.y, { width: frame(doc).width }).moveDown(0.3);
    if (d.reply) drawSlip(doc, d.reply);
  });
  footers(doc, starts);
  doc.end();
  return ended;
}
