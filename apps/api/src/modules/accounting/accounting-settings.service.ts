import { readAll } from '../../db/reads.js';
import {
  accountingSettingLabels as L,
  accountingSettingMessages,
  accountingVoucher,
  type AccountingSetting,
  type AccountingSettingBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { accountingSettings } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { lastSavedOf } from '../../platform/crud.repository.js';
import { found, invalidField, staleVersion } from '../../platform/errors.js';
import { notOurs } from '../../platform/references.js';
import { brandForWrite } from '../../platform/scope.js';
import { clientOptions, paymentMethodOptions, readSettings, writeSettings } from './accounting-settings.repository.js';
import { activeSubjectOptions } from './accounting-subjects.repository.js';

// 会計設定 (docs/accounting.md): one row per brand, saved whole at the version the form read (0: never saved).
// Every id it names must be the brand's own (an active 勘定科目 for the vouchers): else 400 naming the field.

async function optionsOf(db: Db, brandId: number) {
  const [paymentMethods, clients, subjects] = await readAll(
    db,
    () => paymentMethodOptions(db, brandId),
    () => clientOptions(db, brandId),
    () => activeSubjectOptions(db, brandId),
  );
  return { paymentMethods, clients, subjects };
}

async function settingOf(db: Db, brandId: number): Promise<AccountingSetting> {
  const s = await readSettings(db, brandId);
  const { fiscalYearStartMonth, settlements, vouchers, version, updatedAt } = s;
  return { fiscalYearStartMonth, settlements, vouchers, version, updatedAt, ...(await optionsOf(db, brandId)) };
}

export const accountingSettingOf = (db: Db, actor: Actor) => settingOf(db, brandForWrite(actor.scope, null));

function checkReferences(body: AccountingSettingBody, options: Awaited<ReturnType<typeof optionsOf>>) {
  const ids = (list: { id: number }[]) => new Set(list.map((o) => o.id));
  const [methods, clients, subjects] = [ids(options.paymentMethods), ids(options.clients), ids(options.subjects)];
  const seen = new Set<number>();
  body.settlements.forEach((s, i) => {
    const at = `settlements.${i}`;
    if (!methods.has(s.paymentMethodId)) throw invalidField(`${at}.paymentMethodId`, notOurs(L.paymentMethodId));
    if (seen.has(s.paymentMethodId))
      throw invalidField(`${at}.paymentMethodId`, accountingSettingMessages.duplicatePaymentMethod);
    seen.add(s.paymentMethodId);
    if (s.clientId !== null && !clients.has(s.clientId)) throw invalidField(`${at}.clientId`, notOurs(L.clientId));
  });
  for (const v of accountingVoucher.values) {
    const d = body.vouchers[v];
    for (const side of ['debitSubjectId', 'creditSubjectId'] as const) {
      const subject = d[side];
      if (subject !== null && !subjects.has(subject))
        throw invalidField(`vouchers.${v}.${side}`, notOurs(`${accountingVoucher.labels[v]}の${L[side]}`));
    }
  }
}

export async function saveAccountingSetting(db: Db, actor: Actor, body: AccountingSettingBody) {
  const brandId = brandForWrite(actor.scope, null);
  const savedId = await db.transaction(async (tx) => {
    // Locked first, so a 勘定科目 deleted meanwhile is either still there or already gone when checked.
    const current = await readSettings(tx, brandId, { lock: true });
    if (current.version !== body.version) {
      throw staleVersion(
        current.id ? await lastSavedOf(tx, accountingSettings, 'accountingSetting', current.id) : undefined,
      );
    }
    checkReferences(body, await optionsOf(tx, brandId));
    const id = await writeSettings(tx, brandId, body);
    if (id === null) throw staleVersion();
    const mapped = body.settlements.filter((s) => s.clientId !== null).length;
    await audit(tx, actor, {
      action: body.version === 0 ? 'create' : 'update',
      entity: 'accountingSetting',
      entityId: id,
      brandId,
      cinemaId: null,
      summary: `会計年度${body.fiscalYearStartMonth}月開始、精算先${mapped}件`,
    });
    return id;
  });
  found(savedId);
  return settingOf(db, brandId);
}
