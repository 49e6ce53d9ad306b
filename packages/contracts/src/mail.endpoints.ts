import { endpoint, onScreen } from './endpoint.js';
import {
  mailIdParams,
  mailOutboxDetail,
  mailOutboxList,
  mailOutboxQuery,
  resendMailAnswer,
  transactionUuidParams,
} from './mail.js';

// The ticket e-mail of an online sale: 再送 by cinema staff, and what was written for superAdmin.
export const mailEndpoints = {
  resend: endpoint({
    method: 'POST',
    path: '/api/transactions/:id/resend-mail',
    summary: 'チケットメールを再送（オンライン販売の決済完了済み取引）',
    description:
      '購入者のメールアドレスへチケットメールを送り直します。送信は非同期で、取引のメール送信状態は「送信待ち」になり、送信後に「送信済み」、再送回数を超えて失敗すると「送信失敗」になります。',
    access: onScreen('/transaction-history', 'update'),
    params: transactionUuidParams,
    answer: resendMailAnswer,
    errors: ['conflict'],
    examples: {
      answer: {
        transactionId: '01936b8e-7c2a-7000-8000-000000000001',
        transactionNo: '10000042',
        to: 'taro@example.jp',
        emailStatus: 'pending',
      },
    },
  }),
  outboxList: endpoint({
    method: 'GET',
    path: '/api/mail/list',
    summary: '送信メールの一覧（SMTP未設定時に保存したメール、新しい順）',
    access: onScreen('/mail-outbox'),
    query: mailOutboxQuery,
    answer: mailOutboxList,
  }),
  outboxDetail: endpoint({
    method: 'GET',
    path: '/api/mail/detail/:mailId',
    summary: '保存したメール1通（本文テキスト・HTML・添付）',
    access: onScreen('/mail-outbox'),
    params: mailIdParams,
    answer: mailOutboxDetail,
  }),
};
