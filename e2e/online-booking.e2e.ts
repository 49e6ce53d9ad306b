import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { api } from './support/api.js';
import { flow } from './support/browser.js';
import { DEMO_PASSWORD, login, row } from './support/app.js';

// An online channel books a seat at 新宿 for a purchaser with a name, its kana and a phone number;
// the cinema's staff find it on オンライン予約一覧 (docs/reports.md, "periods"): by its 予約番号 with
// the period narrowed so that the booking lies outside it, then, over the period again, by the phone
// typed in full width with hyphens and by the name typed in hiragana.

const tokyoDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Purchaser {
  name: string;
  kana: string;
  phone: string;
  email: string;
}

/** Books one free seat of the next three days through an online device; answers its 予約番号 and 上映日. */
async function bookOnline(request: APIRequestContext, purchaser: Purchaser) {
  const hq = (await api(request, 'POST', '/api/login', null, { userName: 'hq', password: DEMO_PASSWORD })).token;
  const cinemas = (await api(request, 'GET', '/api/cinema/list', hq)).list as { id: number; code: string }[];
  const code = `OBK${Date.now().toString().slice(-6)}`;
  const device = await api(request, 'POST', '/api/device/create', hq, {
    code,
    name: `E2E予約${code}`,
    type: 'online',
    status: 'active',
    cinemaId: cinemas.find((c) => c.code === '0101')!.id,
  });
  const online = (await api(request, 'POST', '/api/device/token', null, { deviceCode: code, secret: device.secret }))
    .token as string;
  const methods = (await api(request, 'GET', '/api/device/payment-methods', online)) as { id: number; kind: string }[];
  const method = methods.find((m) => m.kind !== 'cash') ?? methods[0]!;
  for (const day of [0, 1, 2].map(tokyoDate)) {
    const screenings = await api(request, 'GET', `/api/device/screenings?businessDate=${day}`, online);
    for (const s of screenings) {
      if (!s.onSale || !s.seats.remaining) continue;
      const map = await api(request, 'GET', `/api/device/screenings/${s.id}/seats`, online);
      for (const seat of map.seats) {
        const price = s.prices.find((p: any) => p.seatType === seat.type && p.persons === 1); // eslint-disable-line @typescript-eslint/no-explicit-any
        if (seat.state !== 'free' || !price) continue;
        const result = await api(request, 'POST', '/api/device/documents', online, {
          kind: 'sale',
          clientId: randomUUID(),
          deviceSeq: 1,
          occurredAt: new Date().toISOString(),
          lines: [
            { type: 'ticket', screeningId: s.id, seatKey: seat.key, ticketId: price.ticketId, unitPrice: price.total },
          ],
          payments: [{ methodId: method.id, amount: price.total }],
          total: price.total,
          purchaser,
        });
        return { transactionNo: result.transactionNo as string, day };
      }
    }
  }
  throw new Error('no screening on sale to the online channel in the next three days');
}

interface Listed {
  transactionNo: string;
  purchaserName: string | null;
  purchaserPhone: string | null;
}

/**
 * Clicks 検索 and answers the bookings of the list call it made: the one whose query has `param` as
 * `value`, not a call of an earlier search or of リセット still on its way.
 */
async function search(page: Page, param: string, value: string): Promise<Listed[]> {
  const answer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/onlineBooking/list' && url.searchParams.get(param) === value;
  });
  await page.getByRole('button', { name: /検\s?索$/ }).click();
  const res = await answer;
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()).data.list as Listed[];
}

/** Types a date into one end of the period's range picker. */
async function setDate(page: Page, placeholder: '開始日' | '終了日', value: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await page.keyboard.press('Enter');
}

const fullWidth = (s: string) =>
  s.replace(/[0-9-]/g, (c) => (c === '-' ? '－' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

flow(
  'オンライン予約一覧 finds a booking by 予約番号 whatever the period, by a full-width phone and a hiragana name',
  async (page) => {
    const digits = Date.now().toString().slice(-8);
    const purchaser = {
      name: '観劇 花子',
      kana: 'カンゲキ ハナコ',
      phone: `090-${digits.slice(0, 4)}-${digits.slice(4)}`,
      email: `e2e-booking-${digits}@example.jp`,
    };
    const booking = await bookOnline(page.request, purchaser);

    await login(page, 'shinjuku', '/online-booking');
    await page.getByRole('heading', { name: 'オンライン予約一覧' }).waitFor();

    // The period narrowed to days before the screening: the booking is not listed.
    const [from, to] = [tokyoDate(-10), tokyoDate(-3)];
    assert.ok(to < booking.day, `the booking (${booking.day}) must lie after the period`);
    await setDate(page, '開始日', from);
    await setDate(page, '終了日', to);
    const inPeriod = await search(page, 'to', to);
    assert.ok(!inPeriod.some((b) => b.transactionNo === booking.transactionNo), 'the period leaves the booking out');
    assert.equal(await page.getByPlaceholder('開始日').inputValue(), from);

    // Its 予約番号 finds it all the same, the period unchanged.
    await page.getByRole('textbox', { name: '予約番号', exact: true }).fill(booking.transactionNo);
    const byNumber = await search(page, 'transactionNo', booking.transactionNo);
    assert.deepEqual(
      byNumber.map((b) => b.transactionNo),
      [booking.transactionNo],
    );
    await row(page, booking.transactionNo).getByText(purchaser.name).waitFor();
    assert.equal(await page.getByPlaceholder('終了日').inputValue(), to);

    // リセット goes back to a week either side, which holds the booking; the purchaser is searched there.
    await page.getByRole('button', { name: 'リセット' }).click();
    const contact = page.getByRole('textbox', { name: '電話番号・メール・氏名' });
    const phone = fullWidth(purchaser.phone); // ０９０－１２３４－５６７８
    await contact.fill(phone);
    const byPhone = await search(page, 'contact', phone);
    assert.deepEqual(
      byPhone.map((b) => [b.transactionNo, b.purchaserPhone]),
      [[booking.transactionNo, purchaser.phone]],
    );
    await row(page, booking.transactionNo).getByText(purchaser.phone).waitFor();

    await contact.fill('かんげき はなこ');
    const byName = await search(page, 'contact', 'かんげき はなこ');
    assert.ok(
      byName.some((b) => b.transactionNo === booking.transactionNo),
      'the hiragana name finds the booking',
    );
    assert.ok(
      byName.every((b) => b.purchaserName === purchaser.name),
      'only bookings of that name are listed',
    );
    await row(page, booking.transactionNo).getByText(purchaser.name).waitFor();
  },
);
