import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../platform/jobs/index.js';
import { FileMailTransport, setMailTransport, SmtpMailTransport } from '../../platform/mail/index.js';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { insertSale } from './ticket-mail.fixtures.js';
import { ticketMailSweepJob } from './ticket-mail.jobs.js';

// Without SMTP the ticket e-mail is written under DATA_DIR/mail; 送信メール lists and shows it.

let t: TestContext;
let dir: string;
let files: FileMailTransport;
let admin: string;
let hq: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-'));
  files = new FileMailTransport(path.join(dir, 'mail'), 'tickets@example.jp');
  setMailTransport(files);
  [admin, hq] = [await t.login('admin'), await t.login('hq')];
});
afterAll(async () => {
  setMailTransport(null);
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const get = (url: string, token: string) => t.app.inject({ url, headers: auth(token) });

describe('file transport and 送信メール', () => {
  let saleId: string;
  let saleNo: string;

  it('writes the sent mail as an .eml file, a JSON file and a line of the index', async () => {
    const sale = await insertSale(t.database.db, { seats: ['B-7'] });
    [saleId, saleNo] = [sale.id, sale.transactionNo];
    await new JobRunner(t.database.db, [ticketMailSweepJob]).drain();
    const names = (await fs.readdir(path.join(dir, 'mail'))).sort();
    expect(names).toHaveLength(3);
    expect(names[2]).toBe('index.jsonl');
    const eml = await fs.readFile(path.join(dir, 'mail', names[0]!), 'utf8');
    expect(names[0]).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}\.eml$/);
    expect(eml).toContain('To: taro@example.jp\r\n');
    expect(eml).toContain('MIME-Version: 1.0\r\n');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toContain('Content-Type: image/png');
    expect(eml).toContain(`X-Cinema-Reference: ${saleId}`);
    const index = (await fs.readFile(path.join(dir, 'mail', 'index.jsonl'), 'utf8')).trim().split('\n');
    expect(index.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ to: 'taro@example.jp', reference: saleId, subject: expect.stringContaining(saleNo) }),
    ]);
  });

  it('lists the written mails for superAdmin with the transaction and its e-mail status', async () => {
    const res = await get('/api/mail/list', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ transport: 'file', folder: path.join(dir, 'mail'), total: 1 });
    expect(data.list).toEqual([
      expect.objectContaining({
        to: 'taro@example.jp',
        transactionId: saleId,
        transactionNo: saleNo,
        emailStatus: 'sent',
      }),
    ]);
  });

  it('opens one: text, HTML with the QR images inline as data: URLs, attachments', async () => {
    const id = (await get('/api/mail/list', admin)).json().data.list[0].id;
    const res = await get(`/api/mail/detail/${id}`, admin);
    expect(res.statusCode).toBe(200);
    const m = res.json().data;
    expect(m.text).toContain('B列7番');
    expect(m.html).toContain('<img src="data:image/png;base64,');
    expect(m.html).not.toContain('cid:');
    expect(m.attachments).toEqual([
      { filename: `ticket-${saleNo}-B-7.png`, contentType: 'image/png', size: expect.any(Number) },
    ]);
  });

  it('answers 404 for an unknown mail and 400 for an id that is not one (no path outside the folder)', async () => {
    expect((await get('/api/mail/detail/20260101-000000-00000000', admin)).statusCode).toBe(404);
    const bad = await get(`/api/mail/detail/${encodeURIComponent('../../etc/passwd')}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'mailId', message: 'メールIDが正しくありません' });
    expect(await files.read('../index')).toBeNull();
  });

  it('is superAdmin only', async () => {
    expect((await get('/api/mail/list', hq)).statusCode).toBe(403);
    expect((await get('/api/mail/detail/20260101-000000-00000000', hq)).statusCode).toBe(403);
  });

  it('says mail goes to the server when another carrier is in use', async () => {
    const smtp = new SmtpMailTransport({ host: '127.0.0.1', port: 2525 }, 'tickets@example.jp');
    setMailTransport(smtp);
    const res = await get('/api/mail/list', admin);
    expect(res.json().data).toEqual({ transport: 'smtp', folder: null, list: [], total: 0, page: 0, pageSize: 9999 });
    expect((await get('/api/mail/detail/20260101-000000-00000000', admin)).statusCode).toBe(404);
    smtp.close();
    setMailTransport(files);
  });
});
