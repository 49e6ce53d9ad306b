// What each simulated device does (the demo mix (docs/demo-data.md, "the mix")): a POS opens a shift, sells tickets and
// concessions for cash, credit and QR, voids one sale, refunds about 1 %, admits at the gate, keeps
// an offline queue it replays twice, resends a document now and then and closes with a count; a
// kiosk sells tickets with its cash box as a shift; the online channel holds seats and reports the
// gateway's answer.
import { counterPayment, customerOf, lineTotal, pick, shopLines, ticketLine, weighted } from './catalog.mjs';

const denominations = [10000, 5000, 1000, 500, 100, 50, 10, 5, 1];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Exponential wait with the given mean (a Poisson stream of customers). */
const wait = (meanMs) => sleep(Math.min(meanMs * 5, -Math.log(1 - Math.random()) * meanMs));
const partySize = () =>
  weighted([
    [1, 45],
    [2, 40],
    [3, 10],
    [4, 5],
  ]);

/** Sends `doc`; on success a second send of the same body (a duplicate) must be a replay. */
async function sendMaybeTwice(device, doc, stats, duplicateShare = 0.03) {
  const r = await device.send(doc);
  if (r.status < 300 && r.body.data?.exceptions?.length) stats.exceptions += r.body.data.exceptions.length;
  if (r.status < 300 && Math.random() < duplicateShare) {
    const again = await device.send(doc);
    stats.duplicates++;
    if (!again.replayed) stats.problems.push(`${doc.clientId}: a duplicate send was not a replay`);
  }
  return r;
}

/** A POS terminal for `until` (epoch ms), one customer every `meanMs` on average. */
export async function runPos(device, { seats, menu, payments, until, meanMs, stats, home, memberNo }) {
  const float = 30_000 + 1000 * Math.floor(Math.random() * 21);
  const open = device.doc('shift_open', { openingFloat: float, staffName: 'シミュレーター' });
  await device.send(open);
  const shift = open.clientId;
  let cash = float;
  const sold = [];
  let voided = false;
  let queue = [];
  let customers = 0;
  let refunded = false;
  while (Date.now() < until) {
    await wait(meanMs);
    customers++;
    // Each POS goes offline at least once (its 6th customer), then ~5 % of the time.
    const offline = Math.random() < 0.05 || customers === 6 || queue.length > 0;
    const party = Math.random() < 0.8 ? seats.take(partySize()) : [];
    const lines = [...party.map(ticketLine), ...(!party.length || Math.random() < 0.5 ? shopLines(menu) : [])];
    const total = lineTotal(lines);
    const payment = counterPayment(payments, total);
    // A member shows the card for about half the sales when --member is given.
    const member = memberNo && Math.random() < 0.5 ? { memberNo } : {};
    const doc = device.doc('sale', {
      shiftClientId: shift,
      lines,
      payments: [payment],
      total,
      ...member,
      ...customerOf('pos', home),
    });
    if (payment.methodId === payments.cash.id) cash += total;
    if (offline) {
      // Offline: the sale waits in the queue; the queue goes out as a batch, twice (a lost answer).
      queue.push({ ...doc, offline: true });
      if (queue.length >= 5) await replayQueue(device, queue, stats);
      if (queue.length >= 5) queue = [];
      continue;
    }
    const r = await sendMaybeTwice(device, doc, stats);
    if (r.status >= 300) {
      seats.give(party);
      if (payment.methodId === payments.cash.id) cash -= total;
      continue;
    }
    const transactionNo = r.body.data.transactionNo;
    if (party.length)
      stats.ticketSales.set(
        transactionNo,
        party.map((p) => p.seatKey),
      );
    if (member.memberNo) stats.memberSales.set(transactionNo, total);
    sold.push({ doc, party, transactionNo, cash: payment.methodId === payments.cash.id });
    if (party.length && Math.random() < 0.3)
      await device.send(
        device.doc('admission', { screeningId: party[0].screeningId, seatKey: party[0].seatKey, action: 'admit' }),
      );
    if (!voided && sold.length >= 3) {
      // The cashier voids a mistaken sale once a shift.
      voided = true;
      const victim = sold.pop();
      stats.ticketSales.delete(victim.transactionNo);
      stats.memberSales.delete(victim.transactionNo);
      const v = await device.send(device.doc('void', { originalId: victim.doc.clientId, reason: '打ち間違い' }));
      if (v.status < 300 && victim.cash) cash -= victim.doc.total;
    } else if (sold.length > 1 && (Math.random() < 0.01 || (!refunded && sold.length >= 8))) {
      // ~1 % of sales, and once a shift so the path is always exercised.
      refunded = true;
      const victim = sold.splice(Math.floor(Math.random() * sold.length), 1)[0];
      stats.ticketSales.delete(victim.transactionNo);
      stats.memberSales.delete(victim.transactionNo);
      const refund = device.doc('refund', { originalId: victim.doc.clientId, shiftClientId: shift, reason: '返金' });
      const v = await device.send(refund);
      if (v.status < 300 && victim.cash) cash -= victim.doc.total;
    }
  }
  if (queue.length) await replayQueue(device, queue, stats);
  const over = weighted([
    [0, 85],
    [-100, 5],
    [100, 5],
    [500, 5],
  ]);
  const close = device.doc('shift_close', { shiftClientId: shift, countedCash: count(cash + over) });
  if (over) close.overShortReason = '釣銭間違い';
  await device.send(close);
  stats.overShort.push(over);
}

/** Sends the offline queue as a batch, then the same batch again: every item must be a replay. */
async function replayQueue(device, queue, stats) {
  const batch = { kind: 'batch', documents: queue };
  const first = await device.send(batch);
  const second = await device.send(batch);
  stats.batches += 2;
  if (first.status !== 200 || second.status !== 200) {
    stats.problems.push(`batch answered ${first.status} then ${second.status}`);
    return;
  }
  const notReplayed = second.body.data.results.filter((i) => i.status < 300 && !i.replayed).length;
  if (notReplayed) stats.problems.push(`${notReplayed} documents of a resent batch were not replays`);
  for (const item of first.body.data.results) stats.exceptions += item.result?.exceptions?.length ?? 0;
}

/** Coins and notes for a yen amount, largest first. */
function count(yen) {
  const counted = {};
  let rest = Math.max(0, yen);
  for (const d of denominations) {
    const n = Math.floor(rest / d);
    if (n) counted[String(d)] = n;
    rest -= n * d;
  }
  return counted;
}

/**
 * A ticket kiosk: tickets only, a third paid in cash into its cash box, which is a shift like a
 * register's drawer (補充 at the start, 回収 when it fills, a count at the end), so every yen it takes
 * is in レジ精算.
 */
export async function runKiosk(device, { seats, payments, until, meanMs, stats, home }) {
  const float = 20_000;
  const open = device.doc('shift_open', { openingFloat: float, staffName: '券売機' });
  await device.send(open);
  const shift = open.clientId;
  let cash = float;
  while (Date.now() < until) {
    await wait(meanMs);
    const party = seats.take(partySize());
    if (!party.length) continue;
    const lines = party.map(ticketLine);
    const total = lineTotal(lines);
    const method = Math.random() < 0.33 ? payments.cash : pick([payments.credit, payments.qr, payments.cashless]);
    const isCash = method.kind === 'cash';
    const payment = isCash
      ? { methodId: method.id, amount: total, tendered: Math.ceil(total / 1000) * 1000 }
      : { methodId: method.id, amount: total };
    const r = await sendMaybeTwice(
      device,
      device.doc('sale', { shiftClientId: shift, lines, payments: [payment], total, ...customerOf('kiosk', home) }),
      stats,
    );
    if (r.status >= 300) {
      seats.give(party);
      continue;
    }
    if (isCash) cash += total;
    stats.ticketSales.set(
      r.body.data.transactionNo,
      party.map((p) => p.seatKey),
    );
    // 回収: staff empty the cash box down to its float when it fills.
    if (cash - float >= 50_000) {
      const drop = device.doc('cash_movement', {
        shiftClientId: shift,
        movement: 'drop',
        amount: cash - float,
        reason: '回収',
      });
      if ((await device.send(drop)).status < 300) cash = float;
    }
  }
  await device.send(device.doc('shift_close', { shiftClientId: shift, countedCash: count(cash) }));
}

/** The online channel: hold → the gateway's answer; 5–15 % fail, are released or left to expire. */
export async function runOnline(device, { seats, payments, until, meanMs, stats }) {
  while (Date.now() < until) {
    await wait(meanMs);
    const party = seats.take(partySize());
    if (!party.length) continue;
    const lines = party.map(ticketLine);
    const total = lineTotal(lines);
    const hold = device.doc('hold', { lines, total, purchaser: { name: 'シミュ 太郎', email: 'sim@example.jp' } });
    const r = await sendMaybeTwice(device, hold, stats);
    if (r.status >= 300) {
      seats.give(party);
      continue;
    }
    const outcome = weighted([
      ['success', 90],
      ['fail', 4],
      ['release', 3],
      ['expire', 3],
    ]);
    stats.online[outcome]++;
    if (outcome === 'expire') continue;
    if (outcome === 'release') {
      await device.send(device.doc('release', { transactionId: hold.clientId, reason: 'お客様がキャンセル' }));
      continue;
    }
    const pay = outcome === 'success' ? [{ methodId: payments.cashless.id, amount: total }] : [];
    await sendMaybeTwice(
      device,
      device.doc('payment_result', { transactionId: hold.clientId, result: outcome, payments: pay }),
      stats,
    );
  }
}
