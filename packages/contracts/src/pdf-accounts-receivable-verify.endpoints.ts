import { endpoint, onScreen } from './endpoint.js';
import { PDF_AR_VERIFY_SCREEN, pdfAccountsReceivableVerifyQuery } from './pdf-accounts-receivable-verify.js';
import { printBatch } from './print-document.js';

// 売掛金残高確認書 (docs/accounting.md, "売掛金残高確認書"): the letters as one PDF, and the same letters for print HTML.
export const pdfAccountsReceivableVerifyEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/api/pdfAccountsReceivableVerify/pdf',
    summary: '売掛金残高確認書のPDF: 基準日（対象月末）の残高が下限以上の取引先ごとに1ページの確認依頼と回答書',
    description: 'A4縦、1取引先1ページ（ページ番号は取引先ごと）、ブランドの社印つき。本部のみ。',
    access: onScreen(PDF_AR_VERIFY_SCREEN),
    query: pdfAccountsReceivableVerifyQuery,
    produces: 'application/pdf',
    answer: null,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/pdfAccountsReceivableVerify/document',
    summary: '売掛金残高確認書の内容（画面の印刷用、PDFと同じ文書の束）',
    access: onScreen(PDF_AR_VERIFY_SCREEN),
    query: pdfAccountsReceivableVerifyQuery,
    answer: printBatch,
  }),
};
