import { randomUUID } from 'node:crypto';
import { api, newPos } from './support/api.js';
import { flow } from './support/browser.js';
import { DEMO_PASSWORD, login, named, pickCinema, row } from './support/app.js';

// 新宿's register sells on a day three 営業日 back (sent late, as an offline register would) and settles its shift to
// the yen; the cinema's staff enter the day's weather, record the 銀行預入 and close the day on 日次締め. A sale of that
// day arriving after the close is posted to the next open day and listed under 締め後に届いた取引; head office then
// reopens the day with a reason. The e2e server has no demo history (scripts/e2e.mjs), so the flow makes its own day.

const DENOMINATIONS = [10000, 5000, 1000, 500, 100, 50, 10, 5, 1];
/** Cash by denomination for an amount, as a register counts its drawer. */
const countOf = (amount: number) => {
  const counted: Record<string, number> = {};
  for (const d of DENOMINATIONS) {
    if (amount >= d) counted[String(d)] = Math.floor(amount / d);
    amount %= d;
  }
  return counted;
};
const minusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
/** 2026/11/26（木）: how the console writes a 営業日. */
const dayText = (day: string) =>
  `${day.replaceAll('-', '/')}（${'日月火水木金土'[new Date(`${day}T00:00:00Z`).getUTCDay()]}）`;

flow(
  'cinema staff close a day on 日次締め, a late sale goes to the next open day, head office reopens it',
  async (page) => {
    const code = `E2EDC${Date.now().toString().slice(-6)}`;
    const pos = await newPos(page.request, code, `E2E締め${code.slice(-6)}`);
    const staff = (
      await api(page.request, 'POST', '/api/login', null, { userName: 'shinjuku', password: DEMO_PASSWORD })
    ).token as string;
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
    const { today } = (await api(page.request, 'GET', `/api/dailyClosing/calendar?month=${month}`, staff)) as {
      today: string;
    };
    const day = minusDays(today, 3);
    const menu = await api(page.request, 'GET', '/api/device/items', pos);
    const item = (
      menu.items as { id: number; price: number; options: unknown[]; soldOut: boolean; kind: string }[]
    ).find((i) => i.kind === 'commercial' && !i.options.length && !i.soldOut)!;
    const methods = (await api(page.request, 'GET', '/api/device/payment-methods', pos)) as {
      id: number;
      kind: string;
    }[];
    const cash = methods.find((m) => m.kind === 'cash')!;
    const cardPay = methods.find((m) => m.kind !== 'cash')!;

    let seq = 0;
    const send = (body: object, at: string) =>
      api(page.request, 'POST', '/api/device/documents', pos, {
        clientId: randomUUID(),
        deviceSeq: ++seq,
        occurredAt: `${day}T${at}:00+09:00`,
        ...body,
      });
    const shift = randomUUID();
    await api(page.request, 'POST', '/api/device/documents', pos, {
      kind: 'shift_open',
      clientId: shift,
      deviceSeq: ++seq,
      occurredAt: `${day}T10:00:00+09:00`,
      openingFloat: 30000,
      staffName: 'E2E担当',
    });
    await send(
      {
        kind: 'sale',
        shiftClientId: shift,
        lines: [{ type: 'shop', itemId: item.id, quantity: 1, unitPrice: item.price }],
        payments: [{ methodId: cash.id, amount: item.price, tendered: item.price }],
        total: item.price,
      },
      '12:00',
    );
    await send({ kind: 'shift_close', shiftClientId: shift, countedCash: countOf(30000 + item.price) }, '21:00');
    await api(page.request, 'PUT', '/api/businessDaily/note', staff, {
      businessDate: day,
      weather: 'sunny',
      version: 0,
    });

    await login(page, 'shinjuku', `/daily-closing?month=${day.slice(0, 7)}&day=${day}`);
    const card = page.getByTestId('closing-day');
    await card.getByText(dayText(day)).first().waitFor();
    await card.getByText('未締め', { exact: true }).waitFor();
    const close = card.getByRole('button', { name: named('締める') });
    // Nothing deposited yet: the day cannot be closed.
    await page.waitForFunction((el) => (el as HTMLButtonElement).disabled, await close.elementHandle());

    await card.getByRole('button', { name: '銀行預入を入力' }).click();
    const deposit = page.getByRole('dialog', { name: new RegExp(`銀行預入 .*${dayText(day)}`) });
    await deposit.getByLabel('銀行預入額').fill(String(item.price));
    await deposit.getByLabel('預入袋番号').fill('B-0042');
    await deposit.getByLabel('預入者').fill('E2E担当');
    await deposit.getByRole('button', { name: named('保存') }).click();
    await deposit.waitFor({ state: 'detached' });

    await close.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: named('締める') })
      .click();
    await card.getByText('締め済み', { exact: true }).waitFor();

    // A card sale of the closed day, kept by a terminal that was offline, arrives now: written on the next open day.
    const late = await send(
      {
        kind: 'sale',
        lines: [{ type: 'shop', itemId: item.id, quantity: 1, unitPrice: item.price }],
        payments: [{ methodId: cardPay.id, amount: item.price }],
        total: item.price,
      },
      '13:00',
    );
    await page.reload();
    await row(page, late.transactionNo)
      .getByText(dayText(minusDays(today, 2)))
      .waitFor();

    await login(page, 'hq', `/daily-closing?month=${day.slice(0, 7)}&day=${day}`);
    await pickCinema(page, 'シネマライン新宿');
    await card.getByText('締め済み', { exact: true }).waitFor();
    await card.getByRole('button', { name: named('締め解除') }).click();
    const reopen = page.getByRole('dialog', { name: new RegExp(`締め解除 .*${dayText(day)}`) });
    await reopen.getByLabel('締め解除の理由').fill('E2E：預入額の訂正');
    await reopen.getByRole('button', { name: '締め解除する' }).click();
    await reopen.waitFor({ state: 'detached' });
    await card.getByText('未締め（締め解除）', { exact: true }).waitFor();
    await card.getByText('E2E：預入額の訂正').waitFor();
  },
);
