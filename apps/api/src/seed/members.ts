import { eq } from 'drizzle-orm';
import {
  addDays,
  memberFilterConditions,
  tokyoDateOf,
  memberSiteDefaults,
  validUntilOf,
  type MemberFilterConditionsInput,
  type MembershipCreateBody,
} from '@cinema/contracts';
import type { Db } from '../db/client.js';
import {
  brands,
  cinemas,
  memberFilters,
  memberPointEntries,
  memberRankChanges,
  members,
  memberSiteSettings,
  memberSystems,
} from '../db/schema/index.js';
import { seedMemberCoupons } from './member-coupons.js';
import { seedAutomation } from './automation.js';
import { prng } from './sales-history/calibration.js';

// The demo's members (docs/demo-data.md, docs/membership.md): シネマライン's シネマラインメンバーズ with three ranks
// and 300 fictional members CL00000001…CL00000300 (the numbers the demo history's 会員 sales carry), and a small
// system of ミライシネマ so another brand's members exist, and three 会員フィルター of シネマライン. Drawn from a fixed seed:
// the same every time.

const FAMILY: [string, string][] = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['清水', 'シミズ'],
  ['山口', 'ヤマグチ'],
  ['森', 'モリ'],
];
const GIVEN: [string, string, 'male' | 'female'][] = [
  ['翔太', 'ショウタ', 'male'],
  ['大輔', 'ダイスケ', 'male'],
  ['健太', 'ケンタ', 'male'],
  ['拓也', 'タクヤ', 'male'],
  ['直樹', 'ナオキ', 'male'],
  ['陽菜', 'ヒナ', 'female'],
  ['美咲', 'ミサキ', 'female'],
  ['さくら', 'サクラ', 'female'],
  ['結衣', 'ユイ', 'female'],
  ['愛', 'アイ', 'female'],
  ['花子', 'ハナコ', 'female'],
  ['一郎', 'イチロウ', 'male'],
];
const PREFS = ['13', '13', '13', '11', '12', '14', '14', '27'];

const system = (code: string, name: string): MembershipCreateBody => ({
  code,
  name,
  validityKind: 'fromJoin',
  validMonths: 12,
  validFrom: null,
  validTo: null,
  autoRenew: true,
  joinFee: 500,
  annualFee: 1000,
  renewalFee: 500,
  cardFee: 0,
  ranks: [
    {
      name: 'レギュラー',
      color: '#1677ff',
      discountKind: 'none',
      discountValue: 0,
      presaleDays: 0,
      upThreshold: 0,
      keepThreshold: 0,
    },
    {
      name: 'シルバー',
      color: '#8c8c8c',
      discountKind: 'yen',
      discountValue: 100,
      presaleDays: 1,
      upThreshold: 15000,
      keepThreshold: 10000,
    },
    {
      name: 'ゴールド',
      color: '#d4b106',
      discountKind: 'yen',
      discountValue: 300,
      presaleDays: 3,
      upThreshold: 40000,
      keepThreshold: 30000,
    },
  ],
  points: { pos: 1, kiosk: 1, online: 2, shopItems: true, expiryMonths: 12 },
  rankBasis: 'spend',
  rankWindowMonths: 12,
});

async function seedBrand(
  db: Db,
  brandCode: string,
  s: MembershipCreateBody,
  prefix: string,
  count: number,
  today: string,
) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  if (!brand) return;
  const theatres = await db
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(eq(cinemas.brandId, brand.id))
    .orderBy(cinemas.code);
  const [row] = await db
    .insert(memberSystems)
    .values({ ...s, brandId: brand.id })
    .returning({ id: memberSystems.id });
  if (!row) return;
  const rng = prng(count * 7919 + prefix.charCodeAt(0));
  const rows = Array.from({ length: count }, (_, i) => {
    const [family, familyKana] = FAMILY[rng.int(0, FAMILY.length - 1)] ?? ['佐藤', 'サトウ'];
    const [given, givenKana, gender] = GIVEN[rng.int(0, GIVEN.length - 1)] ?? ['一郎', 'イチロウ', 'male'];
    const joinedOn = addDays(today, -rng.int(1, 700));
    const n = i + 1;
    const rank = n % 20 === 0 ? 3 : n % 5 === 0 ? 2 : 1;
    const status = n % 97 === 0 ? ('withdrawn' as const) : n % 41 === 0 ? ('suspended' as const) : ('active' as const);
    const tel = String(10_000_000 + rng.int(0, 89_999_999));
    return {
      brandId: brand.id,
      memberSystemId: row.id,
      memberNo: `${prefix}${String(n).padStart(8, '0')}`,
      name: `${family} ${given}`,
      kana: `${familyKana} ${givenKana}`,
      birthDate: addDays('1960-01-01', rng.int(0, 45 * 365)),
      gender,
      postalCode: `1${String(rng.int(0, 999_999)).padStart(6, '0')}`,
      prefectureCode: PREFS[rng.int(0, PREFS.length - 1)] ?? '13',
      address: `デモ市デモ町${rng.int(1, 9)}-${rng.int(1, 30)}-${rng.int(1, 20)}`,
      phone: `090-${tel.slice(0, 4)}-${tel.slice(4, 8)}`,
      email: `member${n}@example.jp`,
      joinedOn,
      joinedCinemaId: theatres[n % Math.max(theatres.length, 1)]?.id ?? null,
      joinChannel: rng.pick([
        ['pos', 60],
        ['online', 30],
        ['kiosk', 10],
      ] as const),
      rank,
      status,
      validUntil: validUntilOf(s, joinedOn) ?? null,
    };
  });
  // Memberships the daily job would have renewed (自動更新) are a year further on.
  for (const r of rows) while (r.validUntil && r.validUntil < today) r.validUntil = addDays(r.validUntil, 365);
  const ids = await db
    .insert(members)
    .values(rows)
    .returning({ id: members.id, rank: members.rank, joinedOn: members.joinedOn });
  // What the members had saved before the demo's history starts (a 調整 on joining), so its sales can pay with points.
  const opening = ids.flatMap((m, i) =>
    rows[i]?.status === 'active'
      ? [
          {
            brandId: brand.id,
            memberId: m.id,
            kind: 'adjust' as const,
            points: 10 * rng.int(20, 250),
            reason: 'デモ開始時の残高',
            occurredOn: m.joinedOn,
          },
        ]
      : [],
  );
  if (opening.length) await db.insert(memberPointEntries).values(opening);
  await db.insert(memberRankChanges).values(
    ids.map((m) => ({
      brandId: brand.id,
      memberId: m.id,
      fromRank: null,
      toRank: m.rank,
      reason: 'join' as const,
      changedOn: m.joinedOn,
    })),
  );
}

/** シネマライン's 会員サイト takes sign-ups into its 会員制度, so the demo site's 新規会員登録 works (docs/membership.md). */
async function seedMemberSite(db: Db, brandCode: string) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  const [system] = brand
    ? await db.select({ id: memberSystems.id }).from(memberSystems).where(eq(memberSystems.brandId, brand.id))
    : [];
  if (!brand || !system) return;
  await db.insert(memberSiteSettings).values({
    ...memberSiteDefaults,
    brandId: brand.id,
    signupEnabled: true,
    signupSystemId: system.id,
    welcomeText: 'ご来場ごとにポイントがたまります。会員証の QR コードを窓口・券売機でご提示ください。',
    termsText: 'シネマラインメンバーズ会員規約（デモ）: 本サイトはデモです。実在の会員サービスではありません。',
  });
}

/** シネマライン's 会員フィルター, for メールマガジン and クーポン to target (docs/membership.md, "会員フィルター"). */
async function seedFilters(db: Db, brandCode: string) {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, brandCode));
  const [system] = brand
    ? await db.select({ id: memberSystems.id }).from(memberSystems).where(eq(memberSystems.brandId, brand.id))
    : [];
  if (!brand || !system) return;
  const filters: [string, string | null, MemberFilterConditionsInput][] = [
    ['ゴールド会員', 'ゴールドランクの有効会員', { memberSystemId: system.id, ranks: [3] }],
    ['休眠会員（90日以上来場なし）', '再来場を促すクーポン向け', { daysSinceLastVisit: 90 }],
    ['20〜30代の女性', null, { ageFrom: 20, ageTo: 39, genders: ['female'] }],
  ];
  await db.insert(memberFilters).values(
    filters.map(([name, memo, conditions]) => ({
      brandId: brand.id,
      name,
      memo,
      memberSystemId: conditions.memberSystemId ?? null,
      conditions: memberFilterConditions.parse(conditions),
    })),
  );
}

export async function seedMembers(db: Db, now = new Date()) {
  const today = tokyoDateOf(now.getTime());
  await seedBrand(db, 'CL', system('CLM', 'シネマラインメンバーズ'), 'CL', 300, today);
  await seedFilters(db, 'CL');
  await seedMemberSite(db, 'CL');
  await seedBrand(
    db,
    'MIRAI',
    { ...system('MIRAI', 'ミライ会員'), ranks: system('', '').ranks.slice(0, 2) },
    'MI',
    8,
    today,
  );
  // After the systems: their 自動化ルール; after the filters and the coupon library: the 会員クーポン.
  await seedAutomation(db, now);
  await seedMemberCoupons(db);
}
