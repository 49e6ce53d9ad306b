import type { ColumnsType } from 'antd/es/table';
import type { JournalLine, JournalSide } from '@cinema/contracts';
import { yen } from '../../lib/format.js';

const subject = (s: JournalSide | null) => (s ? `${s.subjectCode} ${s.subjectName}`.trim() : '');
const amount = (s: JournalSide | null) => (s ? yen(s.amount) : '');

/** The preview's columns: one row per journal line, its 伝票's number and date, then debit and credit side by side. */
export const journalColumns: ColumnsType<JournalLine> = [
  { title: '伝票No', dataIndex: 'voucherNo', width: 80 },
  { title: '日付', dataIndex: 'date', width: 110 },
  { title: '部門', dataIndex: 'cinemaCode', width: 80 },
  { title: '借方科目', key: 'debit', render: (_, l) => subject(l.debit) },
  { title: '借方補助', key: 'debitSub', render: (_, l) => l.debit?.sub ?? '' },
  { title: '借方税区分', key: 'debitTax', render: (_, l) => l.debit?.taxKind ?? '' },
  { title: '借方金額', key: 'debitAmount', align: 'right', render: (_, l) => amount(l.debit) },
  { title: '貸方科目', key: 'credit', render: (_, l) => subject(l.credit) },
  { title: '貸方補助', key: 'creditSub', render: (_, l) => l.credit?.sub ?? '' },
  { title: '貸方税区分', key: 'creditTax', render: (_, l) => l.credit?.taxKind ?? '' },
  { title: '貸方金額', key: 'creditAmount', align: 'right', render: (_, l) => amount(l.credit) },
  { title: '摘要', dataIndex: 'description' },
];
