// Seat race (issue 13 §6): BENCH_RACE_DEVICES (default 10) POS devices send 100 live sales of the
// same seat at once, each its own clientId; exactly one may succeed, the rest answer 409
// seat_unavailable. Exits non-zero otherwise. Built server over PGlite, or BENCH_DATABASE_URL.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { startServer } from './support/server.mjs';
import { SeatPool, loadPayments, ticketLine } from '../scripts/sim/catalog.mjs';
import { cinemaByCode, hqToken, registerDevice } from '../scripts/sim/device-client.mjs';

const requests = Number(process.env.BENCH_RACE_REQUESTS ?? 100);
const devicesN = Number(process.env.BENCH_RACE_DEVICES ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;

async function admin(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(text);
  await c.end();
}

async function race(label, databaseUrl) {
  const srv = await startServer({ databaseUrl });
  try {
    const hq = await hqToken(srv.baseURL);
    const cinema = await cinemaByCode(srv.baseURL, hq, '0101');
    const devices = await Promise.all(
      Array.from({ length: devicesN }, (_, i) =>
        registerDevice(srv.baseURL, hq, { cinemaId: cinema.id, type: 'pos', code: `RACE${i + 1}` }),
      ),
    );
    const [seat] = (await new SeatPool().load(devices[0], { maxScreenings: 1 })).take(1);
    const payments = await loadPayments(devices[0]);
    const line = ticketLine(seat);
    const docs = Array.from({ length: requests }, (_, i) => {
      const d = devices[i % devicesN];
      return [
        d,
        d.doc('sale', {
          lines: [line],
          payments: [{ methodId: payments.credit.id, amount: line.unitPrice }],
          total: line.unitPrice,
        }),
      ];
    });
    const answers = await Promise.all(docs.map(([d, doc]) => d.send(doc)));
    const by = {};
    for (const r of answers) {
      const key = `${r.status}${r.status >= 300 ? ` ${r.body.code}` : ''}`;
      by[key] = (by[key] ?? 0) + 1;
    }
    const ok = answers.filter((r) => r.status < 300).length;
    console.log(
      `${label}: ${requests} sales of seat ${seat.seatKey} (screening ${seat.screeningId}) from ${devicesN} devices at once: ${ok} succeeded; answers ${JSON.stringify(by)}`,
    );
    return ok;
  } finally {
    await srv.stop();
  }
}

let failed = (await race('PGlite', null)) !== 1;
if (pgUrl) {
  const name = `cinema_race_${randomBytes(6).toString('hex')}`;
  await admin(pgUrl, `create database ${name}`);
  try {
    failed ||= (await race('PostgreSQL', Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString())) !== 1;
  } finally {
    await admin(pgUrl, `drop database if exists ${name} with (force)`);
  }
}
if (failed) {
  console.error('a seat must be sold exactly once');
  process.exit(1);
}
