import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@cinema/contracts';
import { auth, createTestApp, type TestContext } from '../../test/helper.js';
import { jpegBytes } from '../../test/images.js';

let t: TestContext;
let hq: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
});
afterAll(() => t.close());

describe('an oversize upload over a real connection', () => {
  it('is answered 413 while still being sent, so the server never holds it whole', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----oversize';
    const req = http.request(`${origin}/api/system/uploadFile`, {
      method: 'POST',
      headers: { ...auth(hq), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (body += c))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    let sent = 0;
    let done = false;
    void answered.then(
      () => (done = true),
      () => (done = true),
    );
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    req.write(jpegBytes(300, 200, 64 * 1024));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    // Sends 2.5 MB and then waits without ending the request: only an early answer passes.
    while (sent < 2.5 * MB && !done) {
      sent += chunk.length;
      if (!req.write(chunk)) await Promise.race([new Promise((r) => req.once('drain', r)), answered.catch(() => {})]);
    }
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer before the body ended')), 10_000),
    );
    const res = await Promise.race([answered, timeout]);
    req.destroy();
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'payload_too_large', message: ja.fileTooLarge(2) });
  });
});
