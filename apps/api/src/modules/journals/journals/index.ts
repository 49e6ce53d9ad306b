import type { JournalVoucher } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import type { Book } from '../journal-book.js';
import type { JournalEntry, JournalScope } from '../journal-entry.js';
import { dailyReportEntries } from './daily-report.js';
import { filmFeeEntries } from './film-fee.js';
import { accountsPayableEntries, filmFeePaymentEntries } from './payables.js';

// One small builder per 伝票 (docs/accounting.md, "会計伝票ダウンロード").
export const journalBuilders: Record<
  JournalVoucher,
  (db: Db, book: Book, scope: JournalScope) => Promise<JournalEntry[]>
> = {
  dailyReport: dailyReportEntries,
  filmFee: filmFeeEntries,
  accountsPayable: accountsPayableEntries,
  filmFeePayment: filmFeePaymentEntries,
};
