// 一括登録 of 2,000 shop items from a CSV as hq: the dry run (every row judged, codes checked against
// the brand's) and the commit (all rows in one transaction), through the real app on in-memory PGlite
// with the demo data. Then the list of that kind with its options, recipes and sets (page of 500).
// Target (issue 11): importing 2,000 items under 10 s.  Run: node --import tsx bench/shop-import.mjs
import { buildApp } from '../apps/api/src/app.ts';
import { openDemoDatabase, tokenFor } from './support/api.mjs';
import { machine, stats, writeResult } from './support/results.mjs';

const ROWS = 2000;
const database = await openDemoDatabase(process.env.BENCH_DATABASE_URL);
const app = await buildApp({ db: database.db, checkAnswers: false });
const headers = { authorization: `Bearer ${await tokenFor(app, 'hq')}` };

const header =
  '商品コード,JANコード,商品名,商品名カナ,売店グループ,カテゴリ,販売価格,税率,店内飲食の税率,在庫管理,最低在庫数';
const lines = Array.from({ length: ROWS }, (_, i) => {
  const n = String(i + 1).padStart(5, '0');
  return `B${n},,ベンチ商品${n},べんちしょうひん,フード・ドリンク,ベンチ,${300 + (i % 50) * 10},8%,10%,する,10`;
});
const content = Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`, 'utf8').toString('base64');
const send = async (commit) => {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/shopItem/import?kind=concession',
    headers,
    payload: { fileName: 'bench.csv', content, commit },
  });
  const ms = performance.now() - started;
  const data = res.json().data;
  if (res.statusCode !== 200 || data.invalid)
    throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, committed: data.committed };
};
const dryRun = await send(false);
const commit = await send(true);
const lists = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  const res = await app.inject({ url: '/api/shopItem/list?kind=concession&pageSize=500', headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  lists.push(performance.now() - started);
}
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  rows: ROWS,
  dryRunMs: Math.round(dryRun.ms),
  commitMs: Math.round(commit.ms),
  list500Ms: stats(lists),
  meetsTarget: commit.ms < 10_000 && dryRun.ms < 10_000,
};
console.log(`import ${ROWS} rows: dry run ${result.dryRunMs} ms, commit ${result.commitMs} ms (target < 10 s)`);
console.log(`list of 500 items with parts: median ${result.list500Ms.median} ms, max ${result.list500Ms.max} ms`);
writeResult('shop-import', result);
await app.close();
await database.close?.();
process.exit(0);
