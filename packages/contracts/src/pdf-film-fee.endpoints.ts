import { endpoint, onScreen } from './endpoint.js';
import { PDF_FILM_FEE_SCREEN, pdfFilmFeeQuery } from './pdf-film-fee.js';
import { printDocument } from './print-document.js';

// 映画料精算書 (docs/accounting.md, "映画料精算書"): the PDF, and the same document as data for the screen's print HTML.
export const pdfFilmFeeEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/pdfFilmFee/pdf',
    summary: '映画料精算書（仕入明細書）のPDF: 配給会社・対象月の確定済みの映画料（劇場ごと、または全劇場）',
    description: 'A4縦、日本語フォント埋め込み、ページ番号つき。確定済みの映画料だけを載せる。',
    access: onScreen(PDF_FILM_FEE_SCREEN),
    query: pdfFilmFeeQuery,
    produces: 'application/pdf',
    answer: null,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/pdfFilmFee/document',
    summary: '映画料精算書の内容（画面の表示と印刷用、PDFと同じ文書）',
    access: onScreen(PDF_FILM_FEE_SCREEN),
    query: pdfFilmFeeQuery,
    answer: printDocument,
  }),
};
