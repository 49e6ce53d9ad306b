import { endpoint, onScreen } from './endpoint.js';
import {
  PDF_AR_DETAIL_SCREEN,
  pdfAccountReceivableBalanceDetailQuery,
} from './pdf-account-receivable-balance-detail.js';
import { printDocument } from './print-document.js';

// 売掛金残高明細表（得意先元帳） (docs/accounting.md, "売掛金残高明細表"): the PDF, and the same document for the print HTML.
export const pdfAccountReceivableBalanceDetailEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/pdfAccountReceivableBalanceDetail/pdf',
    summary: '売掛金残高明細表（得意先元帳）のPDF: 取引先ごとの前月繰越・日付順の売上・入金・相殺と残高・月計',
    description:
      'A4縦、日本語フォント埋め込み、ページ番号つき。取引先の指定がなければ残高か動きのある全取引先。本部のみ。',
    access: onScreen(PDF_AR_DETAIL_SCREEN),
    query: pdfAccountReceivableBalanceDetailQuery,
    produces: 'application/pdf',
    answer: null,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/pdfAccountReceivableBalanceDetail/document',
    summary: '売掛金残高明細表（得意先元帳）の内容（画面の印刷用、PDFと同じ文書）',
    access: onScreen(PDF_AR_DETAIL_SCREEN),
    query: pdfAccountReceivableBalanceDetailQuery,
    answer: printDocument,
  }),
};
