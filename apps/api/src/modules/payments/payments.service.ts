import { and, eq, ne, sql } from 'drizzle-orm';
import { ja, type PaymentCinemaSettingsBody, type PaymentCreateBody, type PaymentUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, paymentMethodCinemas, paymentMethods } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { removeAudited } from '../../platform/remove.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { AppError, conflict, found, invalidField, staleVersion, uniqueGuard } from '../../platform/errors.js';
import { brandForWrite } from '../../platform/scope.js';
import {
  brandPaymentIds,
  cinemaSettings,
  enabledAt,
  enablementCount,
  findPayment,
  insertPayment,
  settingsVersion,
  updatePayment,
} from './payments.repository.js';

export const usedByCinemas =
  '劇場で利用中のため、この決済方法は削除できません。各劇場の利用設定を外すか、「有効」をオフにしてください。';
const unknownMethod = '決済方法が見つかりません。画面を再読み込みしてから、もう一度お試しください。';
const duplicateMethod = '同じ決済方法が重複しています。';

// A payment code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  payment_methods_brand_code_uq: ['code', ja.codeInUse],
});

/** The advisory lock's first key: one ポイント method per brand, checked under it. */
const POINTS_METHOD_LOCK = 0x504f494e;

/**
 * A brand has at most one method of kind ポイント (docs/membership.md, "points as a tender"): the sales hook knows the
 * tender by its kind, and two would only split one balance. Checked under a per-brand lock, so two saves at once
 * cannot both pass.
 */
async function onePointsMethod(tx: Db, brandId: number, kind: string, id?: number) {
  if (kind !== 'points') return;
  await tx.execute(sql`select pg_advisory_xact_lock(${POINTS_METHOD_LOCK}::int, ${brandId}::int)`);
  const [other] = await tx
    .select({ name: paymentMethods.name })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.brandId, brandId),
        eq(paymentMethods.kind, 'points'),
        id ? ne(paymentMethods.id, id) : undefined,
      ),
    );
  if (other)
    throw invalidField('kind', `決済種別「ポイント」の決済方法は1つだけ登録できます（登録済み: ${other.name}）`);
}

export async function createPayment(db: Db, actor: Actor, body: PaymentCreateBody) {
  const brandId = brandForWrite(actor.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      await onePointsMethod(tx, brandId, body.kind);
      const id = await insertPayment(tx, brandId, body);
      await audit(tx, actor, { action: 'create', entity: 'payment', entityId: id, brandId, summary: body.name });
      return found(await findPayment(tx, actor.scope, id));
    }),
  );
}

export async function savePayment(db: Db, actor: Actor, body: PaymentUpdateBody) {
  const current = found(await findPayment(db, actor.scope, body.id));
  const { id, version, ...fields } = body;
  return guardCode(() =>
    db.transaction(async (tx) => {
      await onePointsMethod(tx, current.brandId, fields.kind, id);
      if (!(await updatePayment(tx, fields, id, version))) throw staleVersion();
      await audit(tx, actor, {
        action: 'update',
        entity: 'payment',
        entityId: id,
        brandId: current.brandId,
        summary: fields.name,
      });
      return found(await findPayment(tx, actor.scope, id));
    }),
  );
}

/** A method some cinema accepts is refused: switch it off (有効) or remove it from the cinemas first. */
export async function deletePayment(db: Db, actor: Actor, id: number) {
  const current = found(await findPayment(db, actor.scope, id));
  await removeAudited(db, actor, {
    table: paymentMethods,
    idColumn: paymentMethods.id,
    id,
    before: async (tx) => {
      if ((await enablementCount(tx, id)) > 0) throw conflict(usedByCinemas);
    },
    entry: { entity: 'payment', brandId: current.brandId, summary: current.name },
    inUse: usedByCinemas,
  });
}

export async function readCinemaSettings(db: Db, actor: Actor, cinemaId: number | undefined) {
  return cinemaSettings(db, await cinemaFor(db, actor, cinemaId));
}

/** Replaces one cinema's whole matrix: methods left out accept no channel there. */
export async function saveCinemaSettings(db: Db, actor: Actor, body: PaymentCinemaSettingsBody) {
  const cinema = await cinemaFor(db, actor, body.cinemaId);
  const own = await brandPaymentIds(db, cinema.brandId);
  const seen = new Set<number>();
  const issues = body.settings.flatMap((s, i) => {
    const field = `settings.${i}.paymentMethodId`;
    if (!own.has(s.paymentMethodId)) return [{ field, message: unknownMethod }];
    if (seen.has(s.paymentMethodId)) return [{ field, message: duplicateMethod }];
    seen.add(s.paymentMethodId);
    return [];
  });
  if (issues.length) throw new AppError('validation_failed', issues[0]!.message, issues);
  const rows = body.settings.flatMap((s) =>
    s.channels.map((channel) => ({
      paymentMethodId: s.paymentMethodId,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      channel,
    })),
  );
  return db.transaction(async (tx) => {
    // The cinema's row serialises two saves of its matrix, so the fingerprint check cannot race.
    await tx.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.id, cinema.id)).for('update');
    if (settingsVersion(await enabledAt(tx, cinema.id)) !== body.version) throw staleVersion();
    await tx.delete(paymentMethodCinemas).where(eq(paymentMethodCinemas.cinemaId, cinema.id));
    if (rows.length) await tx.insert(paymentMethodCinemas).values(rows);
    await audit(tx, actor, {
      action: 'update',
      entity: 'paymentCinemaSettings',
      entityId: cinema.id,
      brandId: cinema.brandId,
      cinemaId: cinema.id,
      summary: `${rows.length}件の利用設定`,
      detail: body.settings.filter((s) => s.channels.length),
    });
    return cinemaSettings(tx, cinema);
  });
}
