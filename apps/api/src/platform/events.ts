import type { QuoteBody, SaleLine, SalesChannel } from '@cinema/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { insertRows } from '../db/insert-rows.js';
import type { transactionLines, transactionPayments, transactions } from '../db/schema/index.js';
import type { MasterCache } from './master-cache.js';

/**
 * What one feature tells others after a change has committed, so features never import each other
 * in both directions (a sales stop makes the public schedule forget its cache). In-process and per
 * database, like the caches that listen; work that must survive a crash goes through the job runner.
 */
export interface DomainEvents {
  /** Online sales of a cinema (or, with null, of every cinema) were stopped or resumed. */
  'onlineSales.changed': { cinemaId: number | null };
  /** Screenings of a cinema were published (公開) or made drafts again. */
  'schedule.published': { cinemaId: number };
  /** A page of a cinema's website was published, taken down or deleted (its public pages change). */
  'website.published': { cinemaId: number };
}
type Name = keyof DomainEvents;
type Listener<N extends Name> = (payload: DomainEvents[N]) => void;

const buses = new WeakMap<Db, Map<Name, Set<Listener<never>>>>();
const busOf = (db: Db) => {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = new Map()));
  return bus;
};

/** Listens to an event of this database's app (at start-up, from a feature's handlers). */
export function onEvent<N extends Name>(db: Db, name: N, listener: Listener<N>) {
  const bus = busOf(db);
  let listeners = bus.get(name);
  if (!listeners) bus.set(name, (listeners = new Set()));
  listeners.add(listener);
}

/** Tells the listeners; call it once the transaction that made the change has committed. */
export function afterCommit<N extends Name>(db: Db, name: N, payload: DomainEvents[N]) {
  for (const listener of busOf(db).get(name) ?? []) (listener as Listener<N>)(payload);
}

// In-transaction hooks (docs/architecture.md, "layers"): what other features add to a fact in the
// transaction that records it, so the fact and what it causes (stock movements, rollup jobs, a ticket
// e-mail) exist exactly together. The recording feature calls them; the features that add to a fact
// declare their hooks in their server.ts (`factHooks`), installed once by src/features.ts. Process-wide,
// unlike the events above: they write facts, the same for every database.

/** A sale about to be written, as its rows (transaction and lines), whatever wrote it. */
export interface SaleFact {
  transaction: typeof transactions.$inferInsert;
  lines: (typeof transactionLines.$inferInsert)[];
  /** Its tenders, when paid (a member's points as a tender are taken by the members hook: docs/membership.md). */
  payments?: (typeof transactionPayments.$inferInsert)[];
  /** The device API's master cache: masters read once while fresh. */
  cache?: MasterCache;
}

/** A recorded fact that changed other than by a new sale's rows: a void, a refund, an online order paid. */
export interface FactEvent {
  transactionId: string;
  cinemaId: number;
  salesBusinessDate: string;
  /** When the caller knows it: a POS or kiosk sale never gets a ticket e-mail, so it is not read again. */
  channel?: SalesChannel;
}

/** Shop items a sale took out when it was paid later (an online order) or a void put back. */
export interface ShopMovement {
  brandId: number;
  cinemaId: number;
  /** 販売 takes out; 販売取消 (a void) puts the same quantities back. */
  kind: 'sale' | 'saleVoid';
  lines: SaleLine[];
  /** The transaction number, shown on the movement history. */
  reference: string;
  occurredAt: Date;
  createdBy?: number | null;
}

/** A sale voided (取消): what it used comes back. `by` names the void document for the audit trail. */
export interface SaleVoided {
  brandId: number;
  originalId: string;
  by: string;
}

/** Rows a hook adds to a write: written with the fact's own, one insert per table for a whole batch. */
export interface HookRows {
  table: PgTable;
  rows: Record<string, unknown>[];
}

/** A quote's basket before it is drafted (POST /api/device/quote): its brand, its 会員番号 and its lines. */
export interface QuoteBasket {
  brandId: number;
  memberNo?: string | undefined;
  lines: QuoteBody['lines'];
}

export interface FactHooks {
  /**
   * A quote's lines before it is drafted: a module that owns a line kind's list price fills the unitPrice the device
   * left out (会費: the member's 会員制度). Answers the lines, each hook given the previous one's.
   */
  'sales.quoting': (tx: Db, basket: QuoteBasket) => Promise<QuoteBody['lines']>;
  /** A sale drafted (before its seats): rows to write in the same statement as its own if it is accepted. */
  'sales.writing': (tx: Db, sales: SaleFact[]) => Promise<HookRows[]>;
  /** Sales just written, in their transaction: what must read the written sale (a ticket e-mail). */
  'sales.written': (tx: Db, sales: SaleFact[]) => Promise<void>;
  /** A fact recorded or moved other than by a sale's rows (a void, a refund, an online order paid). */
  'facts.changed': (tx: Db, facts: FactEvent[]) => Promise<void>;
  /** Shop lines moved other than by a new paid sale's rows: an online order paid, a void. */
  'shop.moved': (tx: Db, movement: ShopMovement) => Promise<void>;
  /** A sale voided, in the void's transaction: coupon uses and the like are given back. */
  'sale.voided': (tx: Db, voided: SaleVoided) => Promise<void>;
  /** 着券 of these sales' seats recorded (a gate scan, 未着券記録's 入場確認漏れ): R2's admitted counts them again. */
  'admissions.changed': (tx: Db, transactionIds: string[]) => Promise<void>;
}
export type FactHookSet = { readonly [N in keyof FactHooks]?: FactHooks[N] };

let installed: FactHookSet[] | null = null;

/** Installs every module's hooks (src/features.ts, once per process). */
export function installFactHooks(sets: FactHookSet[]) {
  installed = sets;
}

/** The hooks of one kind, in module order; a write before they are installed is a bug, not a sale without stock. */
export function factHooks<N extends keyof FactHooks>(name: N): FactHooks[N][] {
  if (!installed) throw new Error('fact hooks are not installed: load src/features.ts before writing a sale');
  return installed.flatMap((s) => (s[name] ? [s[name]] : []));
}

/** Calls the hooks of a change after it is written, in its transaction. */
export async function factsChanged(tx: Db, facts: FactEvent[]) {
  for (const hook of factHooks('facts.changed')) await hook(tx, facts);
}

/** Tells the hooks that seats of these sales were admitted or recorded, in the transaction that recorded it. */
export async function admissionsChanged(tx: Db, transactionIds: string[]) {
  if (!transactionIds.length) return;
  for (const hook of factHooks('admissions.changed')) await hook(tx, [...new Set(transactionIds)]);
}

/** Tells the hooks that shop lines moved (stock subscribes), in the transaction that moved them. */
export async function shopMoved(tx: Db, movement: ShopMovement) {
  if (!movement.lines.length) return;
  for (const hook of factHooks('shop.moved')) await hook(tx, movement);
}

/** Tells the hooks a sale was voided (coupons subscribe), in the void's transaction. */
export async function saleVoided(tx: Db, voided: SaleVoided) {
  for (const hook of factHooks('sale.voided')) await hook(tx, voided);
}

/** The rows hooks answered for a write, one insert per table (a batch's movements in one statement). */
export function hookWrites(groups: HookRows[]): SQLWrapper[] {
  const byTable = new Map<PgTable, Record<string, unknown>[]>();
  for (const g of groups) if (g.rows.length) byTable.set(g.table, [...(byTable.get(g.table) ?? []), ...g.rows]);
  return [...byTable].map(([table, rows]) => insertRows(table as never, rows as never));
}
