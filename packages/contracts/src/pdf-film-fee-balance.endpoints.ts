import { endpoint, onScreen } from './endpoint.js';
import { PDF_FILM_FEE_BALANCE_SCREEN, pdfFilmFeeBalanceQuery } from './pdf-film-fee-balance.js';
import { printDocument } from './print-document.js';

// 未払映画料残高一覧表 (docs/accounting.md, "未払映画料残高一覧表"): the PDF, and the same document as data for 印刷.
export const pdfFilmFeeBalanceEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/pdfFilmFeeBalance/pdf',
    summary: '未払映画料残高一覧表のPDF: 配給会社ごとの前月末残高・当月発生・当月支払・相殺・当月末残高・支払予定日',
    description: 'A4横、日本語フォント埋め込み、ページ番号つき。買掛・未払の映画料から作る。',
    access: onScreen(PDF_FILM_FEE_BALANCE_SCREEN),
    query: pdfFilmFeeBalanceQuery,
    produces: 'application/pdf',
    answer: null,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/pdfFilmFeeBalance/document',
    summary: '未払映画料残高一覧表の内容（画面の表示と印刷用、PDFと同じ文書）',
    access: onScreen(PDF_FILM_FEE_BALANCE_SCREEN),
    query: pdfFilmFeeBalanceQuery,
    answer: printDocument,
  }),
};
