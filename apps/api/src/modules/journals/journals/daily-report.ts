import { allocateTax, ticketKind, type JournalSide, type SalesGroupTarget } from '@cinema/contracts';
import type { Db } from '../../../db/client.js';
import { itemGroups, sideOf, type Account, type Book } from '../journal-book.js';
import { balancedSides, type JournalEntry, type JournalScope } from '../journal-entry.js';
import { dayFigures, type DayFigures } from './daily-report.queries.js';

// 日報 (docs/accounting.md, "日報"): one 伝票 per cinema and business day.
//   Dr 現金 or 売掛金 (補助: the 精算先 of 会計設定) per payment method; 前受金 for the day's screenings sold before it.
//   Cr 売上高 per 販売グループ (its subject and 補助), tax excluded; 仮受消費税; 前受金 for tickets sold for later days.
//   A ポイント tender is Dr ポイント引当金; the points the day's sales earned Dr 販売促進費 · Cr ポイント引当金.
// Debits equal credits because a document's payments equal its lines (R5 = R7 per day): the tickets' revenue is the
// day's ticket lines less 前受金増 plus 前受金減.

/** The subjects of members' points (docs/accounting.md, "日報"): the liability, and what granting them costs. */
export const POINT_LIABILITY = 'ポイント引当金';
export const POINT_EXPENSE = '販売促進費';

const isTicketKind = (k: string): k is SalesGroupTarget => (ticketKind.values as readonly string[]).includes(k);

/** Adds an amount (and its tax) to a credit keyed by its account. */
function add(
  map: Map<string, { account: Account; amount: number; tax: number }>,
  account: Account,
  amount: number,
  tax = 0,
) {
  const key = `${account.subjectCode}\u0000${account.sub}`;
  const cur = map.get(key) ?? { account, amount: 0, tax: 0 };
  map.set(key, { account, amount: cur.amount + amount, tax: cur.tax + tax });
}

function entryOf(
  book: Book,
  f: DayFigures,
  groupOfItem: Map<number, number | null>,
  cinema: { id: number; code: string },
  day: string,
): JournalEntry | null {
  const at = <T extends { cinema_id: number; day: string }>(rows: T[]) =>
    rows.filter((r) => r.cinema_id === cinema.id && r.day === day);
  const v = book.settings.vouchers.dailyReport;
  const cash = book.subjectById(v.debitSubjectId, '日報の借方科目');
  const sales = book.subjectById(v.creditSubjectId, '日報の貸方科目');
  const dept = cinema.code;

  const debits: JournalSide[] = [];
  for (const p of at(f.payments)) {
    const client = book.settings.settlements.find((s) => s.paymentMethodId === p.method_id)?.clientId ?? null;
    const account = f.pointMethods.has(p.method_id)
      ? book.subjectNamed(POINT_LIABILITY)
      : client !== null || p.method_id === 0
        ? book.subjectOfKind('accReceivable', '売掛金', client === null ? '' : book.clientName(client))
        : cash;
    const same = debits.find((d) => d.subjectCode === account.subjectCode && d.sub === account.sub);
    if (same) same.amount += p.amount;
    else debits.push(sideOf(account, dept, p.amount));
  }
  const advance = () => book.subjectOfKind('advancePay', '前受金');
  const usedTotal = at(f.used).reduce((a, r) => a + r.amount, 0);
  if (usedTotal) debits.push(sideOf(advance(), dept, usedTotal));
  // Points earned on the day (1 point = 1 yen): Dr 販売促進費 · Cr ポイント引当金, a pair of its own.
  const earned = at(f.points).reduce((a, r) => a + r.points, 0);
  const pointSides = earned
    ? balancedSides(
        [sideOf(book.subjectNamed(POINT_EXPENSE), dept, earned)],
        [sideOf(book.subjectNamed(POINT_LIABILITY), dept, earned)],
      )
    : { debits: [], credits: [] };

  const credits = new Map<string, { account: Account; amount: number; tax: number }>();
  // Tickets: revenue per 券種's group, tax 割戻し on each group's day total (10 %), with the brand's 端数処理.
  const tickets = new Map<string, number>();
  const addTicket = (kind: string, amount: number) => tickets.set(kind, (tickets.get(kind) ?? 0) + amount);
  let later = 0;
  for (const r of at(f.sold)) {
    if (r.later) later += r.amount;
    else addTicket(r.ticket_kind, r.amount);
  }
  for (const r of at(f.used)) addTicket(r.ticket_kind, r.amount);
  // Ticket lines R3 does not hold (no screening day) stay in the day's revenue, under the 伝票's default.
  const ticketLines = at(f.lines)
    .filter((l) => l.kind === 'ticket')
    .reduce((a, l) => a + l.base, 0);
  const soldTotal = at(f.sold).reduce((a, r) => a + r.amount, 0);
  if (ticketLines !== soldTotal) addTicket('', ticketLines - soldTotal);
  const ticketGross = new Map<string, { account: Account; amount: number }>();
  for (const [kind, amount] of tickets) {
    const account = book.groupAccount(isTicketKind(kind) ? book.groupOfTarget(kind) : undefined, sales);
    const key = `${account.subjectCode}\u0000${account.sub}`;
    ticketGross.set(key, { account, amount: (ticketGross.get(key)?.amount ?? 0) + amount });
  }
  for (const { account, amount } of ticketGross.values()) {
    const [tax = 0] = allocateTax([{ amount, taxRate: 0.1 }], book.rounding).lineTaxes;
    add(credits, account, amount - tax, tax);
  }
  // Shop items and その他売上: each item's group; the lines' own tax.
  for (const r of at(f.items)) {
    add(credits, book.groupAccount(book.groupById(groupOfItem.get(r.item_id) ?? null), sales), r.net - r.tax, r.tax);
  }
  // 会費: its assigned group; the lines' own tax.
  for (const l of at(f.lines).filter((x) => x.kind === 'membership_fee'))
    add(credits, book.groupAccount(book.groupOfTarget('membershipFee'), sales), l.base - l.tax, l.tax);

  const creditSides = [...credits.values()].map((c) => sideOf(c.account, dept, c.amount, c.tax));
  const tax = creditSides.reduce((a, c) => a + c.tax, 0);
  if (tax) creditSides.push(sideOf(book.subjectNamed('仮受消費税'), dept, tax));
  if (later) creditSides.push(sideOf(advance(), dept, later));
  const balanced = balancedSides(debits, creditSides);
  const sides = {
    debits: [...balanced.debits, ...pointSides.debits],
    credits: [...balanced.credits, ...pointSides.credits],
  };
  if (!sides.debits.length && !sides.credits.length) return null;
  return { date: day, cinemaCode: cinema.code, description: v.description ?? '日報', ...sides };
}

export async function dailyReportEntries(db: Db, book: Book, scope: JournalScope): Promise<JournalEntry[]> {
  const f = await dayFigures(db, scope);
  const groupOfItem = await itemGroups(db, book.brandId, [...new Set(f.items.map((r) => r.item_id))]);
  const days = new Set<string>();
  for (const rows of [f.payments, f.lines, f.sold, f.used, f.items, f.points])
    for (const r of rows) days.add(`${r.cinema_id}|${r.day}`);
  const entries: JournalEntry[] = [];
  for (const cinema of scope.cinemas) {
    for (const day of [...days]
      .filter((k) => k.startsWith(`${cinema.id}|`))
      .map((k) => k.split('|')[1] ?? '')
      .sort()) {
      const entry = entryOf(book, f, groupOfItem, cinema, day);
      if (entry) entries.push(entry);
    }
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || a.cinemaCode.localeCompare(b.cinemaCode));
}
