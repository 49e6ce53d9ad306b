import {
  addMonths,
  monthInJapan,
  payableStateOf,
  type PayableEntry,
  type PayableItem,
  type PayableList,
  type PayableListQuery,
  type PayableRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { listAnswer } from '../../platform/list.js';
import { entriesOf, ledgerRows, payableItems, type PayableLedgerRow } from './payables.repository.js';

// 買掛・未払's ledger (docs/accounting.md, "買掛・未払"): per 取引先 and month, 前月末残高 + 当月発生 − 当月支払 − 相殺 =
// 残高, from the payables up to the month and the 支払・相殺 dated before its end (cancelled ones count nowhere).

/** Folds one 取引先's payables into its row of the month. */
function rowOf(month: string, rows: PayableLedgerRow[]): PayableRow {
  const [first] = rows as [PayableLedgerRow, ...PayableLedgerRow[]];
  const row = { opening: 0, incurred: 0, paid: 0, offset: 0 };
  let dueOn: string | null = null;
  for (const p of rows) {
    if (p.month < month) row.opening += p.amount - p.before;
    else row.incurred += p.amount;
    row.paid += p.paid;
    row.offset += p.offset;
    const open = p.amount - p.before - p.paid - p.offset > 0;
    if (open && (dueOn === null || p.dueOn < dueOn)) dueOn = p.dueOn;
  }
  const balance = row.opening + row.incurred - row.paid - row.offset;
  const owed = row.opening + row.incurred;
  return {
    clientId: first.clientId,
    clientCode: first.clientCode,
    clientName: first.clientName,
    ...row,
    balance,
    dueOn,
    state: payableStateOf(owed, row.paid + row.offset),
  };
}

/** Every 取引先 with something owed, incurred, paid or offset in the month, in code order. */
export async function payableRowsOf(db: Db, brandId: number, month: string, q: Partial<PayableListQuery> = {}) {
  const rows = await ledgerRows(db, brandId, month, { clientId: q.clientId, kind: q.kind });
  const byClient = new Map<number, PayableLedgerRow[]>();
  for (const r of rows) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r]);
  return [...byClient.values()]
    .map((list) => rowOf(month, list))
    .filter((r) => r.opening !== 0 || r.incurred !== 0 || r.paid !== 0 || r.offset !== 0);
}

export async function listPayables(db: Db, brandId: number, q: PayableListQuery): Promise<PayableList> {
  const month = q.month ?? monthInJapan();
  const word = q.keyword?.toLowerCase();
  const rows = (await payableRowsOf(db, brandId, month, q)).filter(
    (r) =>
      (!q.state || r.state === q.state) && (!word || `${r.clientCode} ${r.clientName}`.toLowerCase().includes(word)),
  );
  const page = rows.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize);
  return { ...listAnswer(page, rows.length, q), month };
}

/** What a brand's month of payables holds, for the documents built on it. */
export interface PayablesOfMonth {
  month: string;
  /** Per 取引先: 前月末残高, 当月発生, 当月支払, 相殺, 残高, 支払予定日. */
  rows: PayableRow[];
  /** The payables of the month (当月発生), each with everything settled against it so far. */
  payables: PayableItem[];
  /** 支払 and 相殺 dated within the month, cancelled ones included (their cancelledAt set). */
  entries: PayableEntry[];
}

/**
 * The payables, payments and offsets of a brand for a month (docs/accounting.md, "買掛・未払"): what 未払映画料残高一覧表
 * and the 映画料支払 journal read. `rows` follow the identity 前月末残高 + 当月発生 − 当月支払 − 相殺 = 残高.
 */
export async function payablesOfMonth(db: Db, brandId: number, month: string): Promise<PayablesOfMonth> {
  const rows = await payableRowsOf(db, brandId, month);
  const payables = await payableItems(db, brandId, { month });
  const entries = await entriesOf(db, brandId, { from: `${month}-01`, to: `${addMonths(month, 1)}-01` });
  return { month, rows, payables, entries };
}
