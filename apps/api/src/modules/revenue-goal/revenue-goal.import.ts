import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_WEEKDAY_WEIGHTS,
  cellReader,
  fail,
  numberCell,
  revenueGoalImportColumns as columns,
  revenueGoalImportRow,
  revenueGoalLabels as L,
  revenueGoalMessages,
  type ImportBody,
  type RevenueGoalImportRow,
} from '@cinema/contracts';
import type { Db } from '../../db/client.js';
import { cinemas, revenueGoals } from '../../db/schema/index.js';
import type { Actor } from '../../platform/actor.js';
import { audit } from '../../platform/audit.js';
import { staleVersion } from '../../platform/errors.js';
import { runImport } from '../../platform/import.js';
import { tenantWhere } from '../../platform/scope.js';
import { writeGoal } from './revenue-goal.service.js';

// 売上目標の一括登録 (docs/reports.md, "売上目標"): one row per 劇場コード and 年月, judged as the form would be; a code
// the caller's brand does not have is an error of its row. A month already registered is replaced, its split made
// again from its weights; a new one is split by the default weights. Nothing is written unless every row is valid.

const c = (cells: Record<string, string>) => cellReader(columns, cells);
const toInput = (cells: Record<string, string>) => {
  const read = c(cells);
  return {
    cinemaCode: read('cinemaCode') ?? '',
    month: read('month') ?? '',
    persons: numberCell(read('persons')),
    boxOffice: numberCell(read('boxOffice')),
    shop: numberCell(read('shop')),
    other: numberCell(read('other')),
    total: numberCell(read('total')) ?? null,
  };
};

async function cinemasByCode(db: Db, actor: Actor, codes: string[]) {
  const rows = codes.length
    ? await db
        .select({ id: cinemas.id, brandId: cinemas.brandId, code: cinemas.code, name: cinemas.name })
        .from(cinemas)
        .where(
          tenantWhere(actor.scope, { brandId: cinemas.brandId, cinemaId: cinemas.id }, inArray(cinemas.code, codes)),
        )
    : [];
  // superAdmin sees every brand: a code two brands share is not one cinema.
  const byCode = new Map<string, (typeof rows)[number] | null>();
  for (const r of rows) byCode.set(r.code, byCode.has(r.code) ? null : r);
  return byCode;
}

const keyOf = (r: { cinemaCode: string; month: string }) => `${r.cinemaCode}\u0000${r.month}`;

export async function importGoals(db: Db, actor: Actor, body: ImportBody) {
  const byCode = new Map<string, { id: number; brandId: number; code: string; name: string } | null>();
  // check() found every written row's cinema.
  const cinemaOf = (r: RevenueGoalImportRow) => byCode.get(r.cinemaCode) ?? fail(`no cinema ${r.cinemaCode}`);
  return runImport<RevenueGoalImportRow>(db, body, {
    columns,
    schema: revenueGoalImportRow,
    toInput,
    label: (cells) => [c(cells)('cinemaCode'), c(cells)('month')].filter(Boolean).join(' '),
    check: async (rows) => {
      for (const [k, v] of await cinemasByCode(db, actor, [...new Set(rows.map((r) => r.cinemaCode))]))
        byCode.set(k, v);
      const first = new Map<string, number>();
      return rows.map((r, i) => {
        const errors = [];
        if (!byCode.get(r.cinemaCode))
          errors.push({ column: L.cinemaCode, message: revenueGoalMessages.unknownCinema });
        const k = keyOf(r);
        const seen = first.get(k);
        if (seen !== undefined)
          errors.push({ column: L.month, message: `「${L.cinemaCode}」と「${L.month}」が同じ行があります` });
        else first.set(k, i);
        return errors;
      });
    },
    write: async (tx, rows) => {
      for (const r of rows) {
        const cinema = cinemaOf(r);
        const [stored] = await tx
          .select({ version: revenueGoals.version, weights: revenueGoals.weights })
          .from(revenueGoals)
          .where(and(eq(revenueGoals.cinemaId, cinema.id), eq(revenueGoals.month, r.month)))
          .for('update');
        const written = await writeGoal(tx, actor, cinema, {
          month: r.month,
          persons: r.persons,
          boxOffice: r.boxOffice,
          shop: r.shop,
          other: r.other,
          weights: stored?.weights ?? [...DEFAULT_WEEKDAY_WEIGHTS],
          days: null,
          version: stored?.version ?? 0,
        });
        if (!written) throw staleVersion();
      }
      const brands = [...new Set(rows.map((r) => cinemaOf(r).brandId))];
      for (const brandId of brands)
        await audit(tx, actor, {
          action: 'create',
          entity: 'revenueGoal',
          brandId,
          summary: `一括登録 ${rows.filter((r) => cinemaOf(r).brandId === brandId).length}件（${body.fileName}）`,
        });
    },
  });
}
