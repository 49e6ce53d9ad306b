import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { api } from './support/api.js';
import { flow } from './support/browser.js';
import { DEMO_PASSWORD, login, row } from './support/app.js';

// The online channel sells a seat with the purchaser's e-mail; without SMTP the ticket e-mail is
// written under DATA_DIR/mail. The operator reads it on 送信メール (with its QR code), head office
// the cinema's staff re-send it, and the second mail appears too.

type Api = (method: 'GET' | 'POST', url: string, token: string | null, body?: object) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const apiOf =
  (request: APIRequestContext): Api =>
  (method, url, token, body) =>
    api(request, method, url, token, body);

const tokyoDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Sells one free seat through POST /api/device/documents as an online device; answers the sale. */
async function sellOnline(api: Api, email: string) {
  const hq = (await api('POST', '/api/login', null, { userName: 'hq', password: DEMO_PASSWORD })).token as string;
  const cinemas = (await api('GET', '/api/cinema/list', hq)).list as { id: number; code: string }[];
  const code = `ONL${Date.now().toString().slice(-6)}`;
  const device = await api('POST', '/api/device/create', hq, {
    code,
    name: `E2Eオンライン${code}`,
    type: 'online',
    status: 'active',
    cinemaId: cinemas.find((c) => c.code === '0101')!.id,
  });
  const online = (await api('POST', '/api/device/token', null, { deviceCode: code, secret: device.secret }))
    .token as string;
  const methods = (await api('GET', '/api/device/payment-methods', online)) as { id: number; kind: string }[];
  const method = methods.find((m) => m.kind !== 'cash') ?? methods[0]!;
  for (const day of [0, 1, 2].map(tokyoDate)) {
    const screenings = await api('GET', `/api/device/screenings?businessDate=${day}`, online);
    for (const s of screenings) {
      if (!s.onSale || !s.seats.remaining) continue;
      const map = await api('GET', `/api/device/screenings/${s.id}/seats`, online);
      for (const seat of map.seats) {
        const price = s.prices.find((p: any) => p.seatType === seat.type && p.persons === 1); // eslint-disable-line @typescript-eslint/no-explicit-any
        if (seat.state !== 'free' || !price) continue;
        const clientId = randomUUID();
        await api('POST', '/api/device/documents', online, {
          kind: 'sale',
          clientId,
          deviceSeq: 1,
          occurredAt: new Date().toISOString(),
          lines: [
            { type: 'ticket', screeningId: s.id, seatKey: seat.key, ticketId: price.ticketId, unitPrice: price.total },
          ],
          payments: [{ methodId: method.id, amount: price.total }],
          total: price.total,
          purchaser: { name: 'E2E 太郎', email },
        });
        return { hq, transactionId: clientId, seatLabel: seat.key.replace(/^(.*)-(\d+)$/, '$1列$2番') as string };
      }
    }
  }
  throw new Error('no screening on sale to the online channel in the next three days');
}

flow('an online sale gets its ticket e-mail, the operator reads it, the cinema re-sends it', async (page) => {
  const api = apiOf(page.request);
  const email = `e2e-${Date.now()}@example.jp`;
  const sale = await sellOnline(api, email);

  await login(page, 'admin', '/mail-outbox');
  await page.getByText('メールは実際には送信されていません').waitFor();
  // The job runner sends within a second or two; the list is read again on reload.
  for (let i = 0; i < 20 && !(await row(page, email).count()); i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await row(page, email).getByText('送信済み').waitFor();
  await row(page, email)
    .getByRole('button', { name: /チケット購入完了のお知らせ/ })
    .click();
  const frame = page.frameLocator('iframe[title="メール本文（HTML）"]');
  await frame.getByText('予約番号：').waitFor();
  await frame.locator(`img[alt="${sale.seatLabel}のQRコード"]`).waitFor();
  await page.getByRole('tab', { name: 'テキスト' }).click();
  await page
    .getByText(new RegExp(`${sale.seatLabel}`))
    .first()
    .waitFor();
  await page.keyboard.press('Escape');

  // The cinema's staff re-send it (取引履歴 is the cinema's screen).
  const staff = (await api('POST', '/api/login', null, { userName: 'shinjuku', password: DEMO_PASSWORD }))
    .token as string;
  await api('POST', `/api/transactions/${sale.transactionId}/resend-mail`, staff);
  // The first mail is listed at once after a reload; the second once the job runner has sent it.
  const listed = async () => {
    await row(page, email).first().waitFor();
    return row(page, email).count();
  };
  for (let i = 0; i < 60 && (await listed()) < 2; i++) {
    await page.waitForTimeout(1000);
    await page.reload();
  }
  if ((await listed()) !== 2) throw new Error('the re-sent mail must be listed beside the first');
});
