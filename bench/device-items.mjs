// The shop menu a POS loads (GET /api/device/items with a device token): 500 items the cinema sells,
// with options (サイズ, フレーバー) and sets with contents and choice groups, and a POS layout of
// every button, through the whole HTTP path (app.inject) on in-memory PGlite with the demo data.
// Target (issue 11): under 20 ms a call (p50).  Run: node --import tsx bench/device-items.mjs
import { and, count, eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import {
  cinemaMenuLayouts,
  cinemaShopItems,
  cinemas,
  shopItems,
  shopSetComponents,
} from '../apps/api/src/db/schema/index.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const ITEMS = 500;
const CALLS = 300;
const TARGET_MS = 20;
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = await openDemoDatabase(pgUrl);
const { db } = database;
const app = await buildApp({ db, checkAnswers: false });
await app.ready();
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };

const [cinema] = await db.select().from(cinemas).where(eq(cinemas.code, '0101'));
const [{ n: selling }] = await db
  .select({ n: count() })
  .from(cinemaShopItems)
  .where(and(eq(cinemaShopItems.cinemaId, cinema.id), eq(cinemaShopItems.enabled, true)));
const extra = ITEMS - selling;
const sets = Math.floor(extra / 10);
const option = (name, choices) => ({
  name,
  required: true,
  multiple: false,
  choices: choices.map((c, i) => ({ name: c, priceDelta: i * 50 })),
});
const base = (i, kind) => ({
  brandId: cinema.brandId,
  kind,
  code: `BM${String(i).padStart(4, '0')}`,
  name: `ベンチ商品${i}`,
  nameKana: 'ベンチショウヒン',
  shopGroup: 'food',
  category: kind === 'set' ? 'セット' : 'ベンチ',
  sortOrder: 1000 + i,
  price: 300 + (i % 40) * 10,
  taxRate: 0.08,
  eatInTaxRate: 0.1,
  options:
    kind === 'set' ? [] : [option('サイズ', ['S', 'M', 'L']), option('フレーバー', ['塩', 'キャラメル', 'ハーフ'])],
});
const plain = await db
  .insert(shopItems)
  .values(Array.from({ length: extra - sets }, (_, i) => base(i, 'concession')))
  .returning({ id: shopItems.id });
const setRows = await db
  .insert(shopItems)
  .values(Array.from({ length: sets }, (_, i) => base(extra - sets + i, 'set')))
  .returning({ id: shopItems.id });
await db.insert(shopSetComponents).values(
  setRows.flatMap((s, i) => [
    { brandId: cinema.brandId, setItemId: s.id, itemId: plain[i].id, quantity: 1, optionChoice: 'L', position: 0 },
    ...[1, 2, 3].map((k) => ({
      brandId: cinema.brandId,
      setItemId: s.id,
      itemId: plain[(i + k * 7) % plain.length].id,
      quantity: 2,
      choiceGroup: 'ドリンクM お好きなもの',
      optionChoice: 'M',
      position: k,
    })),
  ]),
);
await db
  .insert(cinemaShopItems)
  .values([...plain, ...setRows].map((r) => ({ brandId: cinema.brandId, cinemaId: cinema.id, shopItemId: r.id })));
const all = await db
  .select({ id: cinemaShopItems.shopItemId })
  .from(cinemaShopItems)
  .where(eq(cinemaShopItems.cinemaId, cinema.id));
const pages = Array.from({ length: Math.ceil(all.length / 60) }, (_, p) => ({
  name: `ページ${p + 1}`,
  buttons: all.slice(p * 60, p * 60 + 60).map((r) => ({ itemId: r.id, color: 'blue' })),
}));
await db
  .update(cinemaMenuLayouts)
  .set({ pages })
  .where(and(eq(cinemaMenuLayouts.cinemaId, cinema.id), eq(cinemaMenuLayouts.deviceType, 'pos')));

const created = await app.inject({
  method: 'POST',
  url: '/api/device/create',
  headers,
  payload: { code: 'BENCHPOS', name: 'ベンチPOS', type: 'pos', status: 'active', cinemaId: cinema.id },
});
const exchanged = await app.inject({
  method: 'POST',
  url: '/api/device/token',
  payload: { deviceCode: 'BENCHPOS', secret: created.json().data.secret },
});
const device = { authorization: `Bearer ${exchanged.json().data.token}` };
const call = () => app.inject({ url: '/api/device/items', headers: device });
const first = await call();
const answered = first.json().data;
if (first.statusCode !== 200) throw new Error(`menu answered ${first.statusCode}: ${first.body.slice(0, 300)}`);
for (let i = 0; i < 30; i++) await call(); // warm-up
const times = [];
for (let i = 0; i < CALLS; i++) {
  const t0 = performance.now();
  const res = await call();
  times.push(performance.now() - t0);
  if (res.statusCode !== 200) throw new Error(res.body.slice(0, 300));
}
const sorted = [...times].sort((a, b) => a - b);
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    items: answered.items.length,
    sets: answered.items.filter((i) => i.kind === 'set').length,
    buttons: answered.layout.pages.reduce((n, p) => n + p.buttons.length, 0),
    calls: CALLS,
    targetMs: TARGET_MS,
    database: pgUrl ? 'PostgreSQL, local server' : 'PGlite in memory',
  },
  bytes: first.body.length,
  ms: { ...stats(times), p99: Number(sorted[Math.floor(sorted.length * 0.99)].toFixed(1)) },
};
writeResult(pgUrl ? 'device-items-pg' : 'device-items', result);
console.log(JSON.stringify(result));
await app.close();
await database.close();
if (result.ms.median >= TARGET_MS) process.exitCode = 1;
