import { accountingMessages, accountingSettingLabels, accountingVoucher, ja } from '@cinema/contracts';
import type { AccountingSubjectCreateBody, AccountingVoucher } from '@cinema/contracts';
import { masterService } from '../../platform/crud.js';
import { conflict } from '../../platform/errors.js';
import { readSettings } from './accounting-settings.repository.js';
import { accountingSubjectRepo, salesGroupsNaming, subjectCodeTaken } from './accounting-subjects.repository.js';

/** Where the brand's 会計設定 names a subject (日報の借方科目, …): a subject named there cannot be deleted. */
export function subjectUses(
  vouchers: Record<AccountingVoucher, { debitSubjectId: number | null; creditSubjectId: number | null }>,
  id: number,
) {
  return accountingVoucher.values.flatMap((v) => [
    ...(vouchers[v].debitSubjectId === id
      ? [`${accountingVoucher.labels[v]}の${accountingSettingLabels.debitSubjectId}`]
      : []),
    ...(vouchers[v].creditSubjectId === id
      ? [`${accountingVoucher.labels[v]}の${accountingSettingLabels.creditSubjectId}`]
      : []),
  ]);
}

export const accountingSubjectService = masterService({
  entity: 'accountingSubject',
  repo: accountingSubjectRepo,
  summary: (s: { code: string; name: string }) => `${s.code} ${s.name}`,
  // The check names the code; the index still answers 409 when two saves race.
  unique: { accounting_subjects_brand_code_uq: ['code', ja.codeInUse] },
  values: async (body: AccountingSubjectCreateBody, { tx, brandId, current }) => {
    if (await subjectCodeTaken(tx, brandId, body.code, current?.id))
      throw conflict(accountingMessages.codeInUse(body.code), 'code');
    return body;
  },
  // The settings row is locked, so a save naming the subject waits for the delete (and then finds it gone).
  beforeRemove: async (tx, current) => {
    const settings = await readSettings(tx, current.brandId, { lock: true });
    const uses = subjectUses(settings.vouchers, current.id);
    if (uses.length) throw conflict(accountingMessages.subjectInUse(uses));
    const groups = await salesGroupsNaming(tx, current.id);
    if (groups.length) throw conflict(accountingMessages.subjectInSalesGroups(groups));
  },
});
