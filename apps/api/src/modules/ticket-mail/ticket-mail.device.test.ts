import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/index.js';
import { JobRunner } from '../../platform/jobs/index.js';
import { MemoryMailTransport, setMailTransport } from '../../platform/mail/index.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { nextDoc, salesFixture, type SalesFixture } from '../sales/sales.fixtures.js';
import { ticketMailSweepJob } from './ticket-mail.jobs.js';

// The whole path: the online channel posts a sale through POST /api/device/documents, the outbox
// queues the ticket e-mail in the same transaction, the sweeper sends it.

let t: TestContext;
let s: SalesFixture;
let online: string;
const mail = new MemoryMailTransport('tickets@example.jp');

beforeAll(async () => {
  t = await createTestApp();
  setMailTransport(mail);
  s = await salesFixture(t);
  online = await s.token('ONLINE1', 'online');
});
afterAll(async () => {
  setMailTransport(null);
  await t.close();
});

const emailOf = async (id: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

describe('ticket e-mail of a sale posted by the online channel', () => {
  it('is sent for a paid online sale with an address, and not for a counter sale', async () => {
    const doc = s.sale(['A-1', 'A-2'], {
      purchaser: { name: '佐藤 花子', email: 'hanako@example.jp' },
    });
    doc.payments = [{ methodId: s.credit.id, amount: doc.total }];
    const res = await s.post(doc, online);
    expect(res.statusCode).toBe(200);
    const posDoc = s.sale(['A-3'], { purchaser: { name: '窓口', email: 'counter@example.jp' } });
    expect((await s.post(posDoc)).statusCode).toBe(200);

    expect((await emailOf(doc.clientId)).emailStatus).toBe('pending');
    expect((await emailOf(posDoc.clientId)).emailStatus).toBe('none');
    await new JobRunner(t.database.db, [ticketMailSweepJob]).drain();
    const sale = await emailOf(doc.clientId);
    expect(sale).toMatchObject({ emailStatus: 'sent', emailSentCount: 1 });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe('hanako@example.jp');
    expect(mail.sent[0]!.subject).toContain(`予約番号：${sale.transactionNo}`);
    expect(mail.sent[0]!.text).toContain('A列1番');
    expect(mail.sent[0]!.text).toContain('A列2番');
    expect(mail.sent[0]!.attachments).toHaveLength(2);
  });

  it('waits while an online hold is unpaid and is sent once the gateway reports success', async () => {
    mail.sent.length = 0;
    const { kind: _k, payments: _p, ...sale } = s.sale(['B-1']);
    const hold = { ...sale, kind: 'hold', purchaser: { name: '映画 花子', email: 'eiga@example.jp' } };
    expect((await s.post(hold, online)).statusCode).toBe(200);
    expect((await emailOf(hold.clientId)).emailStatus).toBe('none');
    const runner = new JobRunner(t.database.db, [ticketMailSweepJob]);
    await runner.drain();
    expect(mail.sent).toHaveLength(0);

    const paid = await s.post(
      {
        kind: 'payment_result',
        ...nextDoc(),
        transactionId: hold.clientId,
        result: 'success',
        payments: [{ methodId: s.credit.id, amount: hold.total }],
      },
      online,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await emailOf(hold.clientId)).emailStatus).toBe('pending');
    await runner.drain();
    expect(await emailOf(hold.clientId)).toMatchObject({ emailStatus: 'sent', emailSentCount: 1 });
    expect(mail.sent.map((m) => m.to)).toEqual(['eiga@example.jp']);
    expect(mail.sent[0]!.text).toContain('B列1番');
  });
});
