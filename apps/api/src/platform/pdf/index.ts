// Server-side PDF documents (docs/pdf-documents.md): a PrintDocument (contracts print-document.ts) rendered as A4
// with an embedded Japanese font; the web renders the same model as print HTML.
export { renderPdf, renderPdfs } from './render-pdf.js';
export { stampPng } from './stamp.js';
export { pdfReply } from './reply.js';
export { brandIssuer, longDate, todayInJapan, type BrandIssuer } from './issuer.js';
