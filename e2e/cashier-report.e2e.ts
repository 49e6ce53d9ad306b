import { randomUUID } from 'node:crypto';
import { api, newPos } from './support/api.js';
import { flow } from './support/browser.js';
import { login, named, row } from './support/app.js';

// A POS opens a shift, adds change to its drawer and closes it ¥100 short with a reason, through the
// device API; the cinema's staff find the shift on レジ精算 with its over/short and open its 精算（Z）.

flow('a POS closes a shift ¥100 short; the cinema reads it on レジ精算', async (page) => {
  const code = `E2EPOS${Date.now().toString().slice(-6)}`;
  const name = `E2Eレジ${code.slice(-6)}`;
  const pos = await newPos(page.request, code, name);
  let seq = 0;
  const doc = (body: object) => ({
    clientId: randomUUID(),
    deviceSeq: ++seq,
    occurredAt: new Date().toISOString(),
    ...body,
  });
  const open = doc({ kind: 'shift_open', openingFloat: 30000, staffName: '山田' }) as { clientId: string };
  await api(page.request, 'POST', '/api/device/documents', pos, open);
  await api(
    page.request,
    'POST',
    '/api/device/documents',
    pos,
    doc({ kind: 'cash_movement', shiftClientId: open.clientId, movement: 'floatAdd', amount: 5000 }),
  );
  // Expected ¥35,000; counted ¥34,900.
  await api(
    page.request,
    'POST',
    '/api/device/documents',
    pos,
    doc({
      kind: 'shift_close',
      shiftClientId: open.clientId,
      countedCash: { '10000': 3, '1000': 4, '500': 1, '100': 4 },
      overShortReason: '釣銭の渡し間違い',
    }),
  );

  await login(page, 'shinjuku', '/cashier-report');
  const shift = row(page, name);
  await shift.getByText('釣銭の渡し間違い').waitFor();
  await shift.getByRole('button', { name: named('詳細') }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText(new RegExp(`精算（Z） ${name}`)).waitFor();
  await drawer.getByText('山田').first().waitFor();
});
