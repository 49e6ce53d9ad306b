import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ja, type PaymentCinemaSettingsBody, type PaymentCreateBody, type PaymentUpdateBody } from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, paymentMethodCinemas } from '../../db/schema/index.js';
import { audit } from '../../platform/audit.js';
import { cinemaFor } from '../../platform/cinema.js';
import { AppError, conflict, notFound, staleVersion, uniqueGuard } from '../../platform/errors.js';
import type { Principal } from '../../platform/principal.js';
import { brandForWrite } from '../../platform/scope.js';
import {
  brandPaymentIds,
  cinemaSettings,
  enabledAt,
  enablementCount,
  findPayment,
  insertPayment,
  removePayment,
  settingsVersion,
  updatePayment,
} from './payments.repository.js';

export const usedByCinemas = '劇場で利用中のため、この決済方法は削除できません。各劇場の利用設定を外すか、「有効」をオフにしてください。';
const unknownMethod = '決済方法が見つかりません。画面を再読み込みしてから、もう一度お試しください。';
const duplicateMethod = '同じ決済方法が重複しています。';

// A payment code is unique within its brand; the database's index catches a race the same way.
const guardCode = uniqueGuard({
  payment_methods_brand_code_uq: ['code', ja.codeInUse],
});

export async function createPayment(db: Db, req: FastifyRequest, p: Principal, body: PaymentCreateBody) {
  const brandId = brandForWrite(p.scope, null);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const id = await insertPayment(tx, brandId, body);
      await audit(tx, req, { action: 'create', entity: 'payment', entityId: id, brandId, summary: body.name });
      return id;
    }),
  );
}

export async function savePayment(db: Db, req: FastifyRequest, p: Principal, body: PaymentUpdateBody) {
  const current = await findPayment(db, p.scope, body.id);
  if (!current) throw notFound();
  const { id, version, ...fields } = body;
  await guardCode(() =>
    db.transaction(async (tx) => {
      if (!(await updatePayment(tx, fields, id, version))) throw staleVersion();
      await audit(tx, req, { action: 'update', entity: 'payment', entityId: id, brandId: current.brandId, summary: fields.name });
    }),
  );
}

/** A method some cinema accepts is refused: switch it off (有効) or remove it from the cinemas first. */
export async function deletePayment(db: Db, req: FastifyRequest, p: Principal, id: number) {
  const current = await findPayment(db, p.scope, id);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    if ((await enablementCount(tx, id)) > 0) throw conflict(usedByCinemas);
    await removePayment(tx, id);
    await audit(tx, req, { action: 'delete', entity: 'payment', entityId: id, brandId: current.brandId, summary: current.name });
  });
}

export async function readCinemaSettings(db: Db, p: Principal, cinemaId: number | undefined) {
  return cinemaSettings(db, await cinemaFor(db, p, cinemaId));
}

/** Replaces one cinema's whole matrix: methods left out accept no channel there. */
export async function saveCinemaSettings(db: Db, req: FastifyRequest, p: Principal, body: PaymentCinemaSettingsBody) {
  const cinema = await cinemaFor(db, p, body.cinemaId);
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
    s.channels.map((channel) => ({ paymentMethodId: s.paymentMethodId, brandId: cinema.brandId, cinemaId: cinema.id, channel })),
  );
  await db.transaction(async (tx) => {
    // The cinema's row serialises two saves of its matrix, so the fingerprint check cannot race.
    await tx.select({ id: cinemas.id }).from(cinemas).where(eq(cinemas.id, cinema.id)).for('update');
    if (settingsVersion(await enabledAt(tx, cinema.id)) !== body.version) throw staleVersion();
    await tx.delete(paymentMethodCinemas).where(eq(paymentMethodCinemas.cinemaId, cinema.id));
    if (rows.length) await tx.insert(paymentMethodCinemas).values(rows);
    await audit(tx, req, {
      action: 'update',
      entity: 'paymentCinemaSettings',
      entityId: cinema.id,
      brandId: cinema.brandId,
      summary: `${rows.length}件の利用設定`,
      detail: body.settings.filter((s) => s.channels.length),
    });
  });
  return cinemaSettings(db, cinema);
}
