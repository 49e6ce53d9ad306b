import { eq } from 'drizzle-orm';
import { memberFilterConditions, type MemberFilterConditionsInput } from '@cinema/contracts';
import { memberFilters } from '../../db/schema/index.js';
import { brandIdsByCode } from '../../test/fixtures.js';
import { auth, type TestContext } from '../../test/helper.js';

// What the メールマガジン tests share: a 会員フィルター written straight into its table, and a draft written through
// the API as head office.

export async function addFilter(t: TestContext, name: string, conditions: MemberFilterConditionsInput, brand = 'CL') {
  const brandId = (await brandIdsByCode(t))[brand] ?? 0;
  const [row] = await t.database.db
    .insert(memberFilters)
    .values({ brandId, name, conditions: memberFilterConditions.parse(conditions) })
    .returning({ id: memberFilters.id });
  return row?.id ?? 0;
}

export const filterConditions = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(memberFilters).where(eq(memberFilters.id, id)))[0]?.conditions;

export async function addDraft(t: TestContext, token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/mailMagazine/create',
    headers: auth(token),
    payload: {
      subject: '{{氏名}}様へのお知らせ',
      category: 'notice',
      body: '{{氏名}}様\n{{ランク}} {{ポイント}}pt',
      ...body,
    },
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return res.json().data as { id: number; version: number };
}
