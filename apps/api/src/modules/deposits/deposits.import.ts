import {
  depositCreateBody,
  depositFromImportRow,
  depositImportColumns,
  depositLabels as L,
  depositPurpose,
  type DepositCreateBody,
  fail,
  type ImportBody,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { runImport } from '../../platform/import.js';
import { brandForWrite } from '../../platform/scope.js';
import { bankAccountProblem } from '../banks/index.js';
import { clearDefault, insertDeposit } from './deposits.repository.js';

const columnOf = (field: string) =>
  (depositImportColumns.find((c) => c.field === field) ?? fail(`no import column ${field}`)).header;
const oneDefault = (purpose: DepositCreateBody['purpose']) =>
  `「${L.isDefault}」にできるのは${depositPurpose.labels[purpose]}の口座1件だけです`;

// 一括登録: each row is judged as the form would be, its bank and branch against the 全銀 master. A
// row marked 既定 takes the default of its purpose from the brand's current account, as the form does.
export async function importDeposits(db: Db, actor: Actor, body: ImportBody) {
  const brandId = brandForWrite(actor.scope, null);
  return runImport<DepositCreateBody>(db, body, {
    columns: depositImportColumns,
    schema: depositCreateBody,
    toInput: depositFromImportRow,
    label: (cells) => cells[L.name] ?? '',
    check: (rows) => {
      const defaults = new Map<string, number>();
      const errors = rows.map((r, i) => {
        const problem = bankAccountProblem(r);
        const errors = problem ? [{ column: columnOf(problem.field), message: problem.message }] : [];
        if (r.isDefault) {
          if (defaults.has(r.purpose)) errors.push({ column: L.isDefault, message: oneDefault(r.purpose) });
          else defaults.set(r.purpose, i);
        }
        return errors;
      });
      return Promise.resolve(errors);
    },
    write: async (tx, rows) => {
      for (const purpose of new Set(rows.filter((r) => r.isDefault).map((r) => r.purpose)))
        await clearDefault(tx, brandId, purpose);
      for (const row of rows) await insertDeposit(tx, brandId, row);
      await audit(tx, actor, {
        action: 'create',
        entity: 'deposit',
        brandId,
        summary: `一括登録 ${rows.length}件（${body.fileName}）`,
      });
    },
  });
}
