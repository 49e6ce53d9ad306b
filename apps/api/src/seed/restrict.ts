import { asc } from 'drizzle-orm';
import { restrictStandardCodes, suggestedMinorCutoff } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { cinemas, restrictCodes, restrictRules } from '../db/schema/index.js';

/**
 * Demo 映倫区分 for every cinema (the four standard codes) and a confirmed late-hour rule at the
 * prefecture's usual cut-off (新宿・池袋・横浜 23:00, 梅田 22:00). 新宿 also has a code of its own.
 */
export async function seedRestrict(db: Db) {
  const all = await db
    .select({ id: cinemas.id, brandId: cinemas.brandId, code: cinemas.code, prefectureCode: cinemas.prefectureCode })
    .from(cinemas)
    .orderBy(asc(cinemas.id));
  for (const c of all) {
    const owner = { brandId: c.brandId, cinemaId: c.id };
    await db
      .insert(restrictCodes)
      .values(restrictStandardCodes.map((s, i) => ({ ...owner, ...s, sortOrder: (i + 1) * 10 })));
    await db.insert(restrictRules).values({ ...owner, cutoff: suggestedMinorCutoff(c.prefectureCode) });
  }
  const shinjuku = all.find((c) => c.code === '0101');
  if (shinjuku)
    await db.insert(restrictCodes).values({
      brandId: shinjuku.brandId,
      cinemaId: shinjuku.id,
      code: 'R20',
      label: '20歳以上限定の特別上映',
      notice: '20歳未満の方は入場できません（酒類提供のオールナイト上映など）。入場時に年齢確認書類をご提示ください。',
      minAge: 20,
      sortOrder: 50,
    });
}
