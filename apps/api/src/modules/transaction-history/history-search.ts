import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kanaFold, phoneDigits, toKatakana, type HistoryListQuery, type LogListQuery } from '@cinema/contracts';
import { transactions } from '../../db/schema/index.js';
import { keywordWhere } from '../../platform/list.js';

// What the histories and logs search by, over the transactions table or an alias of it (the log
// reads it as `tr`): a document's number, which documents are shown, the purchaser.

type Doc = Record<'transactionNo' | 'originalId' | 'status' | 'paidAt', AnyPgColumn>;
type Shown = Pick<HistoryListQuery & LogListQuery, 'status' | 'includeUnpaid' | 'includeDeleted'>;

const numberOf = (no: string) => (/^\d{1,15}$/.test(no) ? Number(no) : null);

/**
 * 取引番号 (予約番号) as typed: the document of that number, and the voids and refunds of the sale
 * of that number, so the sale's number brings up what reversed it. Not a number: nothing.
 */
export function documentNoWhere(d: Doc, no: string | undefined): SQL | undefined {
  if (no === undefined) return undefined;
  const n = numberOf(no);
  if (n == null) return sql`false`;
  return sql`(${d.transactionNo} = ${n} or ${d.originalId} in (
    select o.id from ${transactions} o where o.transaction_no = ${n}))`;
}

/** The status a row shows: its own, or for a void or refund the status of the sale it reverses. */
export const rowStatus = (d: Doc) =>
  sql`coalesce((select o.status from ${transactions} o where o.id = ${d.originalId}), ${d.status})`;

/** Money moved (a capture, a void, a refund) and the record is not 削除済み: what totals count. */
export const counted = (d: Doc) => sql`(${d.paidAt} is not null and ${d.status} <> 'delete')`;

/** By default the documents whose money moved; unpaid and deleted ones on request; a chosen status exactly. */
export function shownWhere(d: Doc, q: Shown): SQL | undefined {
  if (q.status) return sql`${rowStatus(d)} = ${q.status}`;
  return and(
    q.includeUnpaid ? undefined : sql`${d.paidAt} is not null`,
    q.includeDeleted ? undefined : sql`${d.status} <> 'delete'`,
  );
}

/**
 * A column as toKatakana folds what is typed (NFKC, hiragana to katakana), so both sides of the
 * comparison are folded alike: ﾔﾏﾀﾞ, ヤマダ and やまだ stored or typed meet, as do ＹＡＭＡＤＡ and yamada.
 */
const folded = (c: AnyPgColumn) => sql`translate(normalize(${c}, NFKC), ${kanaFold.hiragana}, ${kanaFold.katakana})`;

/** Case-insensitive "contains" on the folded columns, the text folded the same way and its wildcards escaped. */
function foldedWhere(text: string, columns: AnyPgColumn[]): SQL | undefined {
  const pattern = `%${toKatakana(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => sql`${folded(c)} ilike ${pattern}`));
}

/**
 * 購入者 (氏名・カナ・電話・メール) containing the text, across hiragana and katakana, full and half
 * width; a phone number matches whatever hyphens, spaces or width either side was written with.
 */
export function contactWhere(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const t = transactions;
  const digits = phoneDigits(text);
  return or(
    foldedWhere(text, [t.purchaserName, t.purchaserKana, t.purchaserEmail, t.purchaserPhone]),
    digits
      ? sql`regexp_replace(normalize(${t.purchaserPhone}, NFKC), '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** The history's one search box: 取引番号・予約番号, 会員番号, or the purchaser. */
export function historyKeywordWhere(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  return or(
    numberOf(keyword) != null ? documentNoWhere(transactions, keyword) : undefined,
    keywordWhere(keyword, [transactions.memberNo]),
    contactWhere(keyword),
  );
}
