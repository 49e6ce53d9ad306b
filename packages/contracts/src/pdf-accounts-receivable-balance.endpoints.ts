import { endpoint, onScreen } from './endpoint.js';
import { PDF_AR_BALANCE_SCREEN, pdfAccountsReceivableBalanceQuery } from './pdf-accounts-receivable-balance.js';
import { printDocument } from './print-document.js';

// 売掛金残高一覧表 (docs/accounting.md, "売掛金残高一覧表"): the PDF, and the same document for the print HTML.
export const pdfAccountsReceivableBalanceEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/pdfAccountsReceivableBalance/pdf',
    summary: '売掛金残高一覧表のPDF: 対象月の取引先ごとの前月末残高・売上・入金・相殺・当月末残高（取引先グループ別）',
    description: 'A4横、日本語フォント埋め込み、ページ番号つき。本部のみ。',
    access: onScreen(PDF_AR_BALANCE_SCREEN),
    query: pdfAccountsReceivableBalanceQuery,
    produces: 'application/pdf',
    answer: null,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/pdfAccountsReceivableBalance/document',
    summary: '売掛金残高一覧表の内容（画面の印刷用、PDFと同じ文書）',
    access: onScreen(PDF_AR_BALANCE_SCREEN),
    query: pdfAccountsReceivableBalanceQuery,
    answer: printDocument,
  }),
};
