import { endpoint, onScreen } from './endpoint.js';
import { receiptReissueBody, receiptReissueParams, reissuedReceipt } from './receipt-reissue.js';

// 領収書の再発行 from 取引履歴 and オンライン予約一覧, beside 払戻 and 取消 (transaction-actions.endpoints.ts): the cinema's
// staff with the update permission of レポート; head office reads only (docs/architecture.md, "access").
export const receiptReissueEndpoints = {
  reissue: endpoint({
    method: 'POST',
    path: '/api/transactionHistory/reissueReceipt/:id',
    summary:
      '領収書の再発行: 販売時に印字した適格簡易請求書を保存した明細・税額から作り直し（払戻後は残額）、再発行の回数・宛名・但し書きを付けて返す',
    access: onScreen('/transaction-history', 'update'),
    params: receiptReissueParams,
    body: receiptReissueBody,
    answer: reissuedReceipt,
    errors: ['conflict'],
  }),
};
