import type { PrintReplySlip } from '@cinema/contracts';
import { BOLD, frame, REGULAR, type Pdf } from './pdf-table.js';

// A document's reply slip (docs/pdf-documents.md, "the document model"): a dashed cut line, the slip's heading and
// sentence, then one row of boxes per field: the label on the left, the box left blank with its hint in small type.
// The slip keeps together: it starts a new page when it does not fit under the document.

const LINE = 16;

export function drawSlip(doc: Pdf, slip: PrintReplySlip) {
  const { left, width, top, bottom } = frame(doc);
  const height = 60 + slip.fields.reduce((s, f) => s + f.lines * LINE + 6, 0);
  let y = doc.y + 14;
  if (y + height > bottom) {
    doc.addPage();
    y = top;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .dash(4, { space: 3 })
    .lineWidth(0.5)
    .strokeColor('#555555')
    .stroke()
    .undash();
  doc
    .font(REGULAR)
    .fontSize(7)
    .fillColor('#555555')
    .text('きりとり', left, y + 2, { width, align: 'center' });
  y += 16;
  doc.font(BOLD).fontSize(12).fillColor('#000000').text(slip.title, left, y, { width, align: 'center' });
  y = doc.y + 4;
  doc.font(REGULAR).fontSize(8.5).text(slip.lead, left, y, { width });
  y = doc.y + 6;
  const labelW = width * 0.2;
  for (const f of slip.fields) {
    const h = f.lines * LINE;
    doc.rect(left, y, labelW, h).lineWidth(0.5).strokeColor('#000000').stroke();
    doc.rect(left + labelW, y, width - labelW, h).stroke();
    doc
      .font(BOLD)
      .fontSize(9)
      .text(f.label, left + 4, y + (Math.min(h, LINE) - 9) / 2, { width: labelW - 8, lineBreak: false });
    if (f.hint)
      doc
        .font(REGULAR)
        .fontSize(8)
        .fillColor('#555555')
        .text(f.hint, left + labelW + 6, y + (Math.min(h, LINE) - 8) / 2, { width: width - labelW - 12 })
        .fillColor('#000000');
    y += h + 6;
  }
  doc.x = left;
  doc.y = y;
}
