import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  journalLabels,
  journalMessages,
  journalVoucher,
  lastDayOfMonth,
  type JournalDownloadQuery,
  type JournalFile,
  type JournalLine,
  type JournalPreview,
  type JournalQuery,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, monthlyClosings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { conflict, invalidField } from '../../platform/errors.js';
import { notOurs } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { loadBook } from './journal-book.js';
import type { JournalEntry } from './journal-entry.js';
import { journalCsv } from './journal-layouts.js';
import { journalBuilders } from './journals/index.js';

// 会計伝票ダウンロード (docs/accounting.md): the chosen 伝票 of the brand's cinemas (or one) for a month, numbered in date
// order; a compound 伝票 pairs its debits and credits row by row. Figures are final once every chosen cinema's month is
// closed (月次締め); an open month is 暫定, downloaded only when the user confirmed it, and marked so.

async function scopeOf(db: Db, actor: Actor, q: JournalQuery) {
  const brandId = brandForWrite(actor.scope, null);
  const chosen = await db
    .select({ id: cinemas.id, code: cinemas.code, name: cinemas.name })
    .from(cinemas)
    .where(and(eq(cinemas.brandId, brandId), q.cinemaId === undefined ? undefined : eq(cinemas.id, q.cinemaId)))
    .orderBy(asc(cinemas.code));
  if (q.cinemaId !== undefined && !chosen.length) throw invalidField('cinemaId', notOurs(journalLabels.cinemaId));
  return {
    brandId,
    cinemas: chosen,
    month: q.month,
    from: `${q.month}-01`,
    to: lastDayOfMonth(q.month),
    allCinemas: q.cinemaId === undefined,
  };
}

async function monthClosed(db: Db, cinemaIds: number[], month: string) {
  if (!cinemaIds.length) return false;
  const rows = await db
    .select({ id: monthlyClosings.cinemaId })
    .from(monthlyClosings)
    .where(
      and(
        inArray(monthlyClosings.cinemaId, cinemaIds),
        eq(monthlyClosings.month, month),
        eq(monthlyClosings.status, 'closed'),
      ),
    );
  return rows.length === cinemaIds.length;
}

/** The entries as numbered rows: each 伝票's debits and credits side by side. */
export function linesOf(entries: JournalEntry[]): JournalLine[] {
  return entries.flatMap((e, i) =>
    Array.from({ length: Math.max(e.debits.length, e.credits.length) }, (_, row) => ({
      voucherNo: i + 1,
      date: e.date,
      cinemaCode: e.cinemaCode,
      debit: e.debits[row] ?? null,
      credit: e.credits[row] ?? null,
      description: e.description,
    })),
  );
}

export async function journalPreviewOf(db: Db, actor: Actor, q: JournalQuery): Promise<JournalPreview> {
  const scope = await scopeOf(db, actor, q);
  const book = await loadBook(db, scope.brandId);
  const lines = linesOf(await journalBuilders[q.voucher](db, book, scope));
  const total = (pick: (l: JournalLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  return {
    month: q.month,
    voucher: q.voucher,
    closed: await monthClosed(
      db,
      scope.cinemas.map((c) => c.id),
      q.month,
    ),
    lines,
    debitTotal: total((l) => l.debit?.amount ?? 0),
    creditTotal: total((l) => l.credit?.amount ?? 0),
    warnings: [...book.warnings],
  };
}

export async function journalDownload(db: Db, actor: Actor, q: JournalDownloadQuery): Promise<JournalFile> {
  const preview = await journalPreviewOf(db, actor, q);
  if (!preview.closed && !q.provisional) throw conflict(journalMessages.notClosed);
  const mark = preview.closed ? '' : '【暫定】';
  const lines = preview.lines.map((l) => ({ ...l, description: `${mark}${l.description}` }));
  const name = `会計伝票_${journalVoucher.labels[q.voucher]}_${q.month}${preview.closed ? '' : '_暫定'}_${q.layout}.csv`;
  return {
    fileName: name,
    content: journalCsv(q.layout, lines, q.authorCode).toString('base64'),
    provisional: !preview.closed,
  };
}
