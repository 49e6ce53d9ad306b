import { ja, type AuditEntity, type ImportBody, type ImportColumn } from '@cinema/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Actor } from './actor.js';
import { audit } from './audit.js';
import { runImport } from './import.js';
import { brandForWrite } from './scope.js';

// 一括登録 of a simple master (docs/api-conventions.md, "bulk import"): each row judged by the create
// schema as the form would be; a code the brand already uses, or one the file repeats, is an error of
// its row; nothing is written unless every row is valid, with one audit row for the whole file.

export interface MasterImportDef<Body> {
  entity: AuditEntity;
  repo: {
    taken(db: Db, brandId: number, column: AnyPgColumn, values: unknown[]): Promise<Set<unknown>>;
    insertMany(db: Db, rows: never[]): Promise<void>;
  };
  /** The service's unique guard (a race between the check and the write still answers 409). */
  guard: <T>(work: () => Promise<T>) => Promise<T>;
  columns: ImportColumn[];
  schema: z.ZodType<Body>;
  toInput: (cells: Record<string, string>) => unknown;
  /** The code: unique in the file and in the brand, in this column. */
  code: { field: keyof Body & string; column: AnyPgColumn };
  /** The stored columns of a row (the service's normalisation). */
  values?: (row: Body) => object;
}

export function masterImport<Body extends object>(def: MasterImportDef<Body>) {
  const header = def.columns.find((c) => c.field === def.code.field)?.header ?? def.code.field;
  const names = def.columns.filter((c) => c.field === 'code' || c.field === 'name').map((c) => c.header);
  return (db: Db, actor: Actor, body: ImportBody) => {
    const brandId = brandForWrite(actor.scope, null);
    return def.guard(() =>
      runImport<Body>(db, body, {
        columns: def.columns,
        schema: def.schema,
        toInput: def.toInput,
        label: (cells) =>
          names
            .map((h) => cells[h])
            .filter(Boolean)
            .join(' '),
        unique: [def.code.field],
        check: async (rows) => {
          const codes = rows.map((r) => r[def.code.field]);
          const taken = await def.repo.taken(db, brandId, def.code.column, codes);
          return rows.map((r) => (taken.has(r[def.code.field]) ? [{ column: header, message: ja.codeInUse }] : []));
        },
        write: async (tx, rows) => {
          const stored = rows.map((r) => ({ ...(def.values ? def.values(r) : r), brandId }));
          await def.repo.insertMany(tx, stored as never[]);
          const summary = `一括登録 ${rows.length}件（${body.fileName}）`;
          await audit(tx, actor, { action: 'create', entity: def.entity, brandId, summary });
        },
      }),
    );
  };
}
