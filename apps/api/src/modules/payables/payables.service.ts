import { and, eq, sql } from 'drizzle-orm';
import {
  monthText,
  payableEntryKind,
  payableKind,
  payableLabels as L,
  payableMessages,
  purchaseTax,
  type PayableCancelBody,
  type PayableEntry,
  type PayableItem,
  type PayableOffsetBody,
  type PayablePayBody,
  type PayablePurchaseBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { brands, cinemas, deposits, payableEntries, payables } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { conflict, found, invalidField, staleVersion } from '../../platform/errors.js';
import { brandForWrite } from '../../platform/scope.js';
import { clientOf, entriesOf, payableItems } from './payables.repository.js';
import { dueOfDay } from './payables.terms.js';

// 買掛・未払's writes (docs/accounting.md, "買掛・未払"): 仕入計上, 支払登録, 相殺 and their 取消, each in one transaction
// with its audit row. A 支払 or 相殺 carries the payable's version (409 when it moved) and never takes the balance below 0.

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const who = (actor: Actor) => ({ id: actor.real.id > 0 ? actor.real.id : null, name: actor.real.displayName });

export async function recordPurchase(db: Db, actor: Actor, b: PayablePurchaseBody): Promise<PayableItem> {
  const brandId = brandForWrite(actor.scope, null);
  const id = await db.transaction(async (tx) => {
    // The cinema first: a foreign one is refused on its own field whoever the supplier is.
    const [cinema] = await tx
      .select({ id: cinemas.id, name: cinemas.name })
      .from(cinemas)
      .where(and(eq(cinemas.id, b.cinemaId), eq(cinemas.brandId, brandId)));
    if (!cinema) throw invalidField('cinemaId', `「${L.cinemaId}」に選択できないものが指定されています`);
    const client = await clientOf(tx, brandId, b.clientId);
    if (!client || client.role !== 'supplier' || !client.active)
      throw invalidField('clientId', payableMessages.notSupplier);
    const [brand] = await tx.select({ rounding: brands.fractionRounding }).from(brands).where(eq(brands.id, brandId));
    const rounding = found(brand).rounding;
    const tax10 = purchaseTax(b.base10, 10, rounding);
    const tax8 = purchaseTax(b.base8, 8, rounding);
    const amount = b.base10 + tax10 + b.base8 + tax8;
    const [row] = await tx
      .insert(payables)
      .values({
        brandId,
        clientId: client.id,
        kind: 'purchase',
        month: b.recordedOn.slice(0, 7),
        cinemaId: cinema.id,
        recordedOn: b.recordedOn,
        dueOn: dueOfDay(b.recordedOn, client),
        base10: b.base10,
        tax10,
        base8: b.base8,
        tax8,
        amount,
        memo: b.memo ?? null,
        createdByName: who(actor).name,
      })
      .returning({ id: payables.id });
    const saved = found(row);
    await audit(tx, actor, {
      action: 'create',
      entity: 'payable',
      entityId: saved.id,
      brandId,
      cinemaId: cinema.id,
      summary: `${client.name} 仕入 ${b.recordedOn} ${cinema.name} ${yen(amount)}（税込）`,
      detail: { ...b, tax10, tax8, amount },
    });
    return saved.id;
  });
  const [item] = await payableItems(db, brandId, { id });
  return found(item);
}

/** The payable locked for the entry, at the version the dialog read, with what is still owed. */
async function lockedForEntry(tx: Db, brandId: number, payableId: number, version: number) {
  const [p] = await tx
    .select()
    .from(payables)
    .where(and(eq(payables.id, payableId), eq(payables.brandId, brandId)))
    .for('update');
  const payable = found(p, '買掛・未払が見つかりません');
  if (payable.version !== version) throw staleVersion();
  const [item] = await payableItems(tx, brandId, { id: payable.id });
  return { payable, balance: found(item).balance };
}

type EntryBody = { payableId: number; version: number; entryOn: string; amount: number };

async function addEntry(
  db: Db,
  actor: Actor,
  kind: 'payment' | 'offset',
  b: EntryBody,
  extra: { depositId: number | null; memo: string | null },
): Promise<PayableEntry> {
  const brandId = brandForWrite(actor.scope, null);
  const [amountLabel, dayLabel] = kind === 'payment' ? [L.payAmount, L.paidOn] : [L.offsetAmount, L.offsetOn];
  const id = await db.transaction(async (tx) => {
    const { payable, balance } = await lockedForEntry(tx, brandId, b.payableId, b.version);
    if (b.entryOn < `${payable.month}-01`)
      throw invalidField('entryOn', `「${dayLabel}」は${monthText(payable.month)}以降の日付を入力してください`);
    if (b.amount > balance) throw invalidField('amount', payableMessages.over(amountLabel, balance));
    let depositName: string | null = null;
    if (extra.depositId !== null) {
      const [d] = await tx
        .select({ name: deposits.name })
        .from(deposits)
        .where(and(eq(deposits.id, extra.depositId), eq(deposits.brandId, brandId)));
      if (!d) throw invalidField('depositId', `「${L.depositId}」に選択できないものが指定されています`);
      depositName = d.name;
    }
    const [row] = await tx
      .insert(payableEntries)
      .values({
        brandId,
        payableId: payable.id,
        kind,
        entryOn: b.entryOn,
        amount: b.amount,
        depositId: extra.depositId,
        memo: extra.memo,
        createdById: who(actor).id,
        createdByName: who(actor).name,
      })
      .returning({ id: payableEntries.id });
    await tx
      .update(payables)
      .set({ version: sql`${payables.version} + 1`, updatedAt: new Date() })
      .where(eq(payables.id, payable.id));
    const client = await clientOf(tx, brandId, payable.clientId);
    await audit(tx, actor, {
      action: 'create',
      entity: 'payable',
      entityId: payable.id,
      brandId,
      cinemaId: payable.cinemaId,
      summary: `${client?.name ?? ''} ${payableKind.labels[payable.kind]} ${monthText(payable.month)} ${payableEntryKind.labels[kind]} ${b.entryOn} ${yen(b.amount)}${depositName ? `（${depositName}）` : ''}${extra.memo ? ` ${extra.memo}` : ''}`,
      detail: { entry: found(row).id, kind, ...b, ...extra, balanceBefore: balance },
    });
    return found(row).id;
  });
  const [entry] = await entriesOf(db, brandId, { id });
  return found(entry);
}

export const registerPayment = (db: Db, actor: Actor, b: PayablePayBody) =>
  addEntry(db, actor, 'payment', b, { depositId: b.depositId, memo: b.memo ?? null });

export const registerOffset = (db: Db, actor: Actor, b: PayableOffsetBody) =>
  addEntry(db, actor, 'offset', b, { depositId: null, memo: b.reason });

/** 取消 of a 支払 or 相殺: kept with who cancelled it and why, no longer counted. */
export async function cancelEntry(db: Db, actor: Actor, b: PayableCancelBody): Promise<PayableEntry> {
  const brandId = brandForWrite(actor.scope, null);
  await db.transaction(async (tx) => {
    const [e] = await tx
      .select()
      .from(payableEntries)
      .where(and(eq(payableEntries.id, b.id), eq(payableEntries.brandId, brandId)))
      .for('update');
    const entry = found(e, '支払・相殺が見つかりません');
    if (entry.version !== b.version) throw staleVersion();
    if (entry.cancelledAt) throw conflict(payableMessages.alreadyCancelled);
    await tx
      .update(payableEntries)
      .set({
        cancelledAt: new Date(),
        cancelledByName: who(actor).name,
        cancelReason: b.reason,
        version: sql`${payableEntries.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(payableEntries.id, entry.id));
    const [p] = await tx
      .update(payables)
      .set({ version: sql`${payables.version} + 1`, updatedAt: new Date() })
      .where(eq(payables.id, entry.payableId))
      .returning();
    const payable = found(p);
    const client = await clientOf(tx, brandId, payable.clientId);
    await audit(tx, actor, {
      action: 'void',
      entity: 'payable',
      entityId: payable.id,
      brandId,
      cinemaId: payable.cinemaId,
      summary: `${client?.name ?? ''} ${payableKind.labels[payable.kind]} ${monthText(payable.month)} ${payableEntryKind.labels[entry.kind]} ${entry.entryOn} ${yen(entry.amount)} を取消（理由：${b.reason}）`,
      detail: { entry: entry.id, reason: b.reason, amount: entry.amount },
    });
  });
  const [entry] = await entriesOf(db, brandId, { id: b.id });
  return found(entry);
}
