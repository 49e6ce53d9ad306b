import { asc } from 'drizzle-orm';
import type { MovieTicketCreateBody } from '@cinema/contracts';
import type { Db } from '../db/client.js';
import { brands, movieTickets } from '../db/schema/index.js';

type Seed = Omit<MovieTicketCreateBody, 'sortOrder' | 'active'> & { active?: boolean };

// A chain's ムビチケ 券種: the customer pays 販売単価, the box office books 計上単価 (docs/domain.md, "movie tickets").
const cinemaLine: Seed[] = [
  {
    code: '0101',
    name: 'ムビチケ一般',
    kind: 'general',
    area: 'national',
    users: 1,
    sellAmount: 1600,
    bookedAmount: 1500,
    glassesFee: 0,
  },
  {
    code: '0102',
    name: 'ムビチケ小人',
    kind: 'child',
    area: 'national',
    users: 1,
    sellAmount: 900,
    bookedAmount: 800,
    glassesFee: 0,
  },
  {
    code: '0103',
    name: 'ムビチケ一般（3D）',
    kind: 'general',
    area: 'national',
    users: 1,
    sellAmount: 1900,
    bookedAmount: 1800,
    glassesFee: 100,
  },
  {
    code: '0104',
    name: 'ムビチケ小人（3D）',
    kind: 'child',
    area: 'national',
    users: 1,
    sellAmount: 1200,
    bookedAmount: 1100,
    glassesFee: 100,
  },
  {
    code: '0105',
    name: 'ムビチケペア',
    kind: 'other',
    area: 'national',
    users: 2,
    sellAmount: 3000,
    bookedAmount: 2800,
    glassesFee: 0,
  },
  {
    code: '0106',
    name: 'ムビチケ親子ペア',
    kind: 'other',
    area: 'national',
    users: 2,
    sellAmount: 2400,
    bookedAmount: 2200,
    glassesFee: 0,
  },
  {
    code: '0201',
    name: 'ムビチケ一般（劇場券）',
    kind: 'general',
    area: 'theater',
    users: 1,
    sellAmount: 1500,
    bookedAmount: 1400,
    glassesFee: 0,
  },
  {
    code: '0202',
    name: 'ムビチケ小人（劇場券）',
    kind: 'child',
    area: 'theater',
    users: 1,
    sellAmount: 900,
    bookedAmount: 800,
    glassesFee: 0,
  },
  {
    code: '0901',
    name: 'ムビチケ一般（旧券種）',
    kind: 'general',
    area: 'national',
    users: 1,
    sellAmount: 1500,
    bookedAmount: 1400,
    glassesFee: 0,
    active: false,
  },
];
const mirai: Seed[] = [
  {
    code: '1001',
    name: 'ムビチケ一般',
    kind: 'general',
    area: 'national',
    users: 1,
    sellAmount: 1600,
    bookedAmount: 1550,
    glassesFee: 0,
  },
  {
    code: '1002',
    name: 'ムビチケ小人',
    kind: 'child',
    area: 'national',
    users: 1,
    sellAmount: 1000,
    bookedAmount: 900,
    glassesFee: 0,
  },
  {
    code: '1003',
    name: 'ムビチケ一般（3D）',
    kind: 'general',
    area: 'national',
    users: 1,
    sellAmount: 1900,
    bookedAmount: 1850,
    glassesFee: 100,
  },
  {
    code: '1004',
    name: 'ムビチケ小人（3D）',
    kind: 'child',
    area: 'national',
    users: 1,
    sellAmount: 1300,
    bookedAmount: 1200,
    glassesFee: 100,
  },
  {
    code: '1005',
    name: 'ムビチケペア',
    kind: 'other',
    area: 'national',
    users: 2,
    sellAmount: 3000,
    bookedAmount: 2900,
    glassesFee: 0,
  },
  {
    code: '1006',
    name: 'ムビチケ3名グループ',
    kind: 'other',
    area: 'national',
    users: 3,
    sellAmount: 4200,
    bookedAmount: 4000,
    glassesFee: 0,
  },
  {
    code: '1101',
    name: 'ムビチケ一般（梅田劇場券）',
    kind: 'general',
    area: 'theater',
    users: 1,
    sellAmount: 1500,
    bookedAmount: 1450,
    glassesFee: 0,
  },
  {
    code: '1102',
    name: 'ムビチケ小人（梅田劇場券）',
    kind: 'child',
    area: 'theater',
    users: 1,
    sellAmount: 900,
    bookedAmount: 850,
    glassesFee: 0,
  },
];
const byBrandCode: Record<string, Seed[]> = { CL: cinemaLine, MIRAI: mirai };

/** Demo ムビチケ 券種マスター of each demo brand, in display order. */
export async function seedMovieTickets(db: Db) {
  const all = await db.select({ id: brands.id, code: brands.code }).from(brands).orderBy(asc(brands.id));
  for (const b of all) {
    const list = byBrandCode[b.code];
    if (!list) continue;
    await db
      .insert(movieTickets)
      .values(list.map((t, i) => ({ ...t, brandId: b.id, sortOrder: (i + 1) * 10, active: t.active ?? true })));
  }
}
