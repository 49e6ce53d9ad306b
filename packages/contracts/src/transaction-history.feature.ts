import { defineFeature } from './feature.js';
import { onlineBookingEndpoints } from './online-booking.js';
import { r } from './route-types.js';
import { receiptReissueEndpoints } from './receipt-reissue.endpoints.js';
import { transactionActionEndpoints } from './transaction-actions.endpoints.js';
import {
  transactionHistoryClEndpoints,
  transactionHistoryEndpoints,
  transactionHistoryOptionEndpoints,
  transactionHistoryOtherEndpoints,
  transactionHistoryStandEndpoints,
  transactionLogEndpoints,
} from './transaction-history.endpoints.js';

// 取引履歴 and 販売ログ (docs/reports.md, "the report screens"): the chosen cinema's sales,
// read under the レポート module; 取引先取引履歴（掛売） is head office's (docs/architecture.md, "tenancy and permissions").
// With them the 払戻・取消 and 領収書の再発行 of a transaction and オンライン予約一覧 (issue 13); 未着券記録 moved to 運営
// (non-arrival.feature.ts).
const report = { group: 'reports', roles: ['cinema'], module: 'reports', menu: true, cinemaScoped: true } as const;

export const transactionHistoryFeature = defineFeature({
  key: 'transactionHistory',
  label: '取引履歴',
  endpoints: {
    transactionHistory: { label: '取引履歴（チケット）', endpoints: transactionHistoryEndpoints },
    transactionHistoryStand: { label: '取引履歴（売店）', endpoints: transactionHistoryStandEndpoints },
    transactionHistoryOther: { label: '取引履歴（その他売上）', endpoints: transactionHistoryOtherEndpoints },
    transactionLog: { label: '販売ログ', endpoints: transactionLogEndpoints },
    transactionHistoryCl: { label: '取引先取引履歴（掛売）', endpoints: transactionHistoryClEndpoints },
    transactionHistoryOptions: { label: '取引履歴の選択肢', endpoints: transactionHistoryOptionEndpoints },
    transactionAction: { label: '払戻・取消（管理画面）', endpoints: transactionActionEndpoints },
    receiptReissue: { label: '領収書の再発行', endpoints: receiptReissueEndpoints },
    onlineBooking: { label: 'オンライン予約一覧', endpoints: onlineBookingEndpoints },
  },
  routes: [
    r({ ...report, path: '/transaction-history', label: '取引履歴（チケット）' }),
    r({ ...report, path: '/transaction-history-stand', label: '取引履歴（売店）' }),
    r({
      path: '/transaction-history-cl',
      group: 'reports',
      label: '取引先取引履歴（掛売）',
      roles: ['brand'],
      module: 'reports',
      menu: true,
    }),
    r({ ...report, path: '/transaction-history-other', label: '取引履歴（その他売上）' }),
    r({ ...report, path: '/transaction-log-ticket', label: '販売ログ（チケット）' }),
    r({ ...report, path: '/transaction-log-shop', label: '販売ログ（売店）' }),
    r({ ...report, path: '/transaction-log-other', label: '販売ログ（その他）' }),
    r({ ...report, path: '/online-booking', label: 'オンライン予約一覧' }),
  ],
  // A ticket e-mail sent is audited on its transaction too (ticket-mail in the API).
  audits: { transaction: '取引' },
});
