import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  accountTaxKind,
  journalMessages,
  type AccountKind,
  type JournalSide,
  type RoundingMode,
  type SalesGroupTarget,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import {
  accountingSubjects,
  brands,
  cinemas,
  clientGroups,
  clients,
  salesGroupAssignments,
  salesGroups,
  shopItems,
} from '../../db/schema/index.js';
import { readSettings } from '../accounting/index.js';

// What the 伝票 read from the brand's books (docs/accounting.md, "会計伝票ダウンロード"): its 勘定科目, 会計設定 (the
// vouchers' default subjects, who settles each payment method) and 販売グループ with their assignments.

type Subject = { id: number; code: string; name: string; kind: AccountKind; taxKind: string; active: boolean };
type Group = typeof salesGroups.$inferSelect;

/** A journal side before its 部門 and amounts: the subject and 補助. */
export type Account = { subjectCode: string; subjectName: string; sub: string; taxKind: string };

export interface Book {
  brandId: number;
  rounding: RoundingMode;
  warnings: Set<string>;
  settings: Awaited<ReturnType<typeof readSettings>>;
  subjectById: (id: number | null | undefined, what: string) => Account;
  subjectOfKind: (kind: AccountKind, what: string, sub?: string) => Account;
  subjectNamed: (name: string) => Account;
  groupAccount: (group: Group | undefined, fallback: Account) => Account;
  groupOfTarget: (target: SalesGroupTarget) => Group | undefined;
  groupById: (id: number | null) => Group | undefined;
  clientName: (id: number) => string;
  distributorName: (id: number | null) => string;
}

const unset = (what: string, warnings: Set<string>): Account => {
  warnings.add(journalMessages.missingSubject(what));
  return { subjectCode: '', subjectName: journalMessages.unset, sub: '', taxKind: '' };
};
const accountOf = (s: Subject, sub = ''): Account => ({
  subjectCode: s.code,
  subjectName: s.name,
  sub,
  taxKind: accountTaxKind.labels[s.taxKind as keyof typeof accountTaxKind.labels] ?? '',
});

export async function loadBook(db: Db, brandId: number): Promise<Book> {
  const warnings = new Set<string>();
  const [brand] = await db.select({ rounding: brands.fractionRounding }).from(brands).where(eq(brands.id, brandId));
  const settings = await readSettings(db, brandId);
  const subjects: Subject[] = await db
    .select({
      id: accountingSubjects.id,
      code: accountingSubjects.code,
      name: accountingSubjects.name,
      kind: accountingSubjects.kind,
      taxKind: accountingSubjects.taxKind,
      active: accountingSubjects.active,
    })
    .from(accountingSubjects)
    .where(eq(accountingSubjects.brandId, brandId))
    .orderBy(asc(accountingSubjects.sortOrder), asc(accountingSubjects.code));
  const groups = await db.select().from(salesGroups).where(eq(salesGroups.brandId, brandId));
  const assigned = await db
    .select({ target: salesGroupAssignments.target, groupId: salesGroupAssignments.salesGroupId })
    .from(salesGroupAssignments)
    .where(eq(salesGroupAssignments.brandId, brandId));
  const named = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const names = {
    client: named(
      await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.brandId, brandId)),
    ),
    clientGroup: named(
      await db
        .select({ id: clientGroups.id, name: clientGroups.name })
        .from(clientGroups)
        .where(eq(clientGroups.brandId, brandId)),
    ),
    cinema: named(
      await db.select({ id: cinemas.id, name: cinemas.name }).from(cinemas).where(eq(cinemas.brandId, brandId)),
    ),
  };
  // 配給会社 are 取引先 (docs/accounting.md, "配給会社は取引先"): a confirmed statement's distributorId is a client's id.
  const distributor = names.client;
  const subValue = (method: Group['sub1Method'], value: string | null) =>
    method === 'free' ? (value ?? '') : (names[method].get(Number(value)) ?? '');
  const book: Book = {
    brandId,
    rounding: brand?.rounding ?? 'ROUND_DOWN',
    warnings,
    settings,
    subjectById: (id, what) => {
      const s = subjects.find((x) => x.id === id);
      return s ? accountOf(s) : unset(what, warnings);
    },
    subjectOfKind: (kind, what, sub = '') => {
      const s = subjects.find((x) => x.kind === kind && x.active);
      return s ? accountOf(s, sub) : unset(what, warnings);
    },
    subjectNamed: (name) => {
      const s = subjects.find((x) => x.name === name && x.active);
      return s ? accountOf(s) : unset(name, warnings);
    },
    groupAccount: (group, fallback) => {
      if (!group) return fallback;
      const s = subjects.find((x) => x.id === group.subjectId);
      if (!s) return unset(`販売グループ「${group.name}」`, warnings);
      const subs = [subValue(group.sub1Method, group.sub1Value), subValue(group.sub2Method, group.sub2Value)];
      return accountOf(s, subs.filter(Boolean).join(' '));
    },
    groupOfTarget: (target) => groups.find((g) => g.id === assigned.find((a) => a.target === target)?.groupId),
    groupById: (id) => groups.find((g) => g.id === id),
    clientName: (id) => names.client.get(id) ?? '',
    distributorName: (id) => (id === null ? '' : (distributor.get(id) ?? '')),
  };
  return book;
}

/** The shop items' 販売グループ, by item id. */
export async function itemGroups(db: Db, brandId: number, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, number | null>();
  const rows = await db
    .select({ id: shopItems.id, groupId: shopItems.salesGroupId })
    .from(shopItems)
    .where(and(eq(shopItems.brandId, brandId), inArray(shopItems.id, itemIds)));
  return new Map(rows.map((r) => [r.id, r.groupId]));
}

/** A side of a line: the account, the cinema's code as 部門, the amount and its tax. */
export const sideOf = (account: Account, dept: string, amount: number, tax = 0): JournalSide => ({
  ...account,
  dept,
  amount,
  tax,
});
