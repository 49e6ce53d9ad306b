import { randomUUID } from 'node:crypto';
import { api, newPos } from './support/api.js';
import { flow } from './support/browser.js';
import { choose, login, row } from './support/app.js';

// A POS was offline yesterday: it sold a seat for yesterday's first screening before it started and
// sends the sale only now (an offline replay, its occurredAt then). The screening has ended and
// nobody was admitted, so the seat is a 未着券; the cinema's staff record it as 未来場.

const tokyoDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

type Screening = {
  id: number;
  startAt: string;
  endAt: string;
  prices: { seatType: string; persons: number; ticketId: number; total: number }[];
};

flow('a seat sold offline for an ended screening, never admitted, is recorded as 未来場', async (page) => {
  const code = `E2ENA${Date.now().toString().slice(-6)}`;
  const pos = await newPos(page.request, code, `E2E未着${code.slice(-6)}`);
  // Yesterday's screenings (the demo schedule starts a week back); the first has long ended.
  const day = tokyoDate(-1);
  const screenings = (await api(page.request, 'GET', `/api/device/screenings?businessDate=${day}`, pos)) as Screening[];
  const screening = screenings.find((s) => s.prices.length && new Date(s.endAt).getTime() < Date.now());
  if (!screening) throw new Error(`no ended screening with prices at 0101 on ${day}`);
  const map = await api(page.request, 'GET', `/api/device/screenings/${screening.id}/seats`, pos);
  const { seat, price } = (map.seats as { key: string; type: string; state: string }[])
    .filter((s) => s.state === 'free')
    .map((s) => ({ seat: s, price: screening.prices.find((p) => p.seatType === s.type && p.persons === 1) }))
    .find((s) => s.price)!;
  const methods = (await api(page.request, 'GET', '/api/device/payment-methods', pos)) as {
    id: number;
    kind: string;
  }[];
  const sale = await api(page.request, 'POST', '/api/device/documents', pos, {
    kind: 'batch',
    documents: [
      {
        kind: 'sale',
        clientId: randomUUID(),
        deviceSeq: 1,
        // Sold half an hour before the show, inside its sales window, by the device's clock.
        occurredAt: new Date(new Date(screening.startAt).getTime() - 30 * 60_000).toISOString(),
        offline: true,
        lines: [
          {
            type: 'ticket',
            screeningId: screening.id,
            seatKey: seat.key,
            ticketId: price!.ticketId,
            unitPrice: price!.total,
          },
        ],
        payments: [{ methodId: methods.find((m) => m.kind === 'cash')!.id, amount: price!.total, tendered: 5000 }],
        total: price!.total,
      },
    ],
  });
  const [result] = sale.results as { status: number; result: { transactionNo: string } }[];
  if (result!.status >= 300) throw new Error(`the offline sale: ${JSON.stringify(result)}`);
  const transactionNo = result!.result.transactionNo;

  await login(page, 'shinjuku', '/non-arrival-ticket-record');
  await page.getByRole('heading', { name: '未着券記録' }).waitFor();
  const showDay = async () => {
    const picker = page.getByLabel('上映日');
    await picker.click();
    await picker.fill(day);
    await page.keyboard.press('Enter');
  };
  await showDay();
  const line = row(page, transactionNo);
  await line.getByText(seat.key, { exact: true }).waitFor();
  await line.getByText('未処理').waitFor();

  await line.getByRole('checkbox').check();
  await choose(page, '処理', '未来場');
  await page.getByRole('button', { name: '選択した1席に記録' }).click();
  await line.getByText('未来場').waitFor();

  await page.reload();
  await page.getByRole('heading', { name: '未着券記録' }).waitFor();
  await showDay();
  await line.getByText('未来場').waitFor();
  // Who recorded it: the signed-in staff member's display name, not blank.
  await line.getByRole('cell').last().filter({ hasNotText: /^-?$/ }).waitFor();
});
