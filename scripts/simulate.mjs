// npm run simulate -- --url http://localhost:3000 --cinema 0101 --minutes 10 --rate 5
// (--seconds 6 instead of --minutes for a short burst, as the e2e flow does; --member CL00000001 makes about half the
// POS sales that member's, to see the points they earn on 会員詳細)
// Drives POS terminals, kiosks and the online channel of one cinema against a running console
// through the device API with the demo mix (docs/demo-data.md, "the mix") (issue 13 §5), then prints what it did and what the
// server answered. Devices SIM<cinema>P1… are registered by head office, or reused (secret rotated); a kitchen printer
// SIM<cinema>KP1 prints the フード・ドリンク slips of the run's sales.
import { parseArgs } from 'node:util';
import { runKiosk, runOnline, runPos } from './sim/actors.mjs';
import { SeatPool, loadMenu, loadPayments } from './sim/catalog.mjs';
import { cinemaByCode, hqToken, registerDevice, summary } from './sim/device-client.mjs';
import { runKitchenPrinter } from './sim/kitchen.mjs';

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    cinema: { type: 'string', default: '0101' },
    minutes: { type: 'string', default: '10' },
    seconds: { type: 'string' },
    rate: { type: 'string', default: '5' },
    pos: { type: 'string', default: '2' },
    kiosks: { type: 'string', default: '2' },
    user: { type: 'string', default: 'hq' },
    password: { type: 'string', default: 'demo-2026' },
    member: { type: 'string' },
  },
});
const baseURL = opts.url.replace(/\/$/, '');
const rate = Number(opts.rate); // customers per second over all channels
const runMs = opts.seconds ? Number(opts.seconds) * 1000 : Number(opts.minutes) * 60_000;

const hq = await hqToken(baseURL, opts.user, opts.password);
const cinema = await cinemaByCode(baseURL, hq, opts.cinema);
const register = (type, letter, n) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      registerDevice(baseURL, hq, { cinemaId: cinema.id, type, code: `SIM${opts.cinema}${letter}${i + 1}` }),
    ),
  );
const pos = await register('pos', 'P', Number(opts.pos));
const kiosks = await register('kiosk', 'K', Number(opts.kiosks));
const [online] = await register('online', 'W', 1);
// A new kitchen printer prints フード・ドリンク (the console's default for one).
const [kitchen] = await register('kitchenPrinter', 'KP', 1);
const taken = new Set();
const counterSeats = await new SeatPool(taken).load(pos[0]);
const kioskSeats = kiosks.length ? await new SeatPool(taken).load(kiosks[0]) : counterSeats;
const onlineSeats = await new SeatPool(taken).load(online);
const menu = await loadMenu(pos[0]);
console.log(
  `${cinema.name}: ${pos.length} POS, ${kiosks.length} kiosks, online; free seats POS ${counterSeats.size}, kiosk ${kioskSeats.size}, online ${onlineSeats.size}; ${menu.length} shop items; ${runMs / 1000} s at ${rate} customers/s`,
);

const stats = {
  exceptions: 0,
  duplicates: 0,
  batches: 0,
  overShort: [],
  problems: [],
  online: { success: 0, fail: 0, release: 0, expire: 0 },
  /** 取引番号 → seat keys of the counter ticket sales that stand (not voided or refunded), to look up on the console. */
  ticketSales: new Map(),
  /** 取引番号 → total (yen) of the POS sales that carried --member and stand (not voided or refunded). */
  memberSales: new Map(),
};
// Channels: online ~60 %, kiosk ~25 %, POS ~15 % of ticket buyers (docs/demo-data.md, "the mix").
const mean = (share, n) => (n ? (1000 * n) / (rate * share) : 0);
// The run's length counts from here: registering devices and reading seat maps come first.
const started = Date.now();
const until = started + runMs;
const printing = { stopped: false };
const kitchenRun = runKitchenPrinter(kitchen, printing, stats);
await Promise.all([
  ...pos.map(async (d) =>
    runPos(d, {
      seats: counterSeats,
      menu,
      payments: await loadPayments(d),
      until,
      meanMs: mean(0.15, pos.length),
      stats,
      home: cinema.prefectureCode,
      memberNo: opts.member,
    }),
  ),
  ...kiosks.map(async (d) =>
    runKiosk(d, {
      seats: kioskSeats,
      payments: await loadPayments(d),
      until,
      meanMs: mean(0.25, kiosks.length),
      stats,
      home: cinema.prefectureCode,
    }),
  ),
  (async () =>
    runOnline(online, {
      seats: onlineSeats,
      payments: await loadPayments(online),
      until,
      meanMs: mean(0.6, 1),
      stats,
    }))(),
]);
printing.stopped = true;
const printed = await kitchenRun;

const rows = summary([...pos, ...kiosks, online]);
const sent = rows.reduce((s, [, n]) => s + n, 0);
console.log(`\n${sent} documents in ${((Date.now() - started) / 1000).toFixed(1)} s (kind, HTTP status, replay):`);
for (const [k, n] of rows) console.log(`  ${k.padEnd(36)} ${String(n).padStart(6)}`);
console.log(
  `online holds: ${stats.online.success} paid, ${stats.online.fail} failed, ${stats.online.release} released, ${stats.online.expire} left to expire`,
);
console.log(
  `duplicate sends ${stats.duplicates}, offline batches sent ${stats.batches} (each twice), exceptions recorded by the server ${stats.exceptions}, shift over/short ${stats.overShort.join(', ') || '—'}`,
);
console.log(
  `kitchen printer ${kitchen.code}: ${printed.orders} キッチン伝票 printed, ${printed.cancelSlips} 取消伝票 (its 印刷履歴 on キッチンプリンター)`,
);
const standing = [...stats.ticketSales].slice(0, 5).map(([no, seats]) => `${no} [${seats.join(' ')}]`);
console.log(`ticket sales standing (取引番号 [seats]): ${standing.join(', ') || '—'}`);
if (opts.member) {
  const members = [...stats.memberSales].map(([no, total]) => `${no} ¥${total}`);
  console.log(`member ${opts.member} sales standing (取引番号 ¥total): ${members.join(', ') || '—'}`);
}
const failures = rows.filter(([k]) => / 5\d\d/.test(k));
if (stats.problems.length || failures.length) {
  console.log('\nproblems:');
  for (const p of [...stats.problems, ...failures.map(([k, n]) => `${n} × ${k}`)]) console.log(`- ${p}`);
  process.exitCode = 1;
}
