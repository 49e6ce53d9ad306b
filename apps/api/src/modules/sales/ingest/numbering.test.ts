import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestContext } from '../../../test/helper.js';
import { invariantFailures, salesFixture, type SalesFixture } from '../sales.fixtures.js';

// docs/device-api.md, "deviceSeq": every document the server answers, accepted or refused, for its
// form (invalid_document) or its content (validation_failed…), is final and uses its number.
let t: TestContext;
let s: SalesFixture;
let pos: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = await salesFixture(t, '2031-04-17');
  pos = await s.token('POSSEQ');
});
afterAll(() => t.close());
afterEach(async () => expect(await invariantFailures(t)).toEqual([]));

/** A sale of this test's POS with its own running number. */
const sale = (seats: string[]) => ({ ...s.sale(seats), deviceSeq: ++seq });
const gapsOf = (result: { exceptions: { kind: string }[] }) =>
  result.exceptions.filter((e) => e.kind === 'sequence_gap');

describe('a document refused for its form', () => {
  it('refuses only itself in a batch, is stored with its number, and leaves no gap', async () => {
    const first = sale(['P-1']);
    const broken = { ...sale(['P-2']), lines: 'P-2' };
    const third = sale(['P-3']);
    const res = await s.post({ kind: 'batch', documents: [third, broken, first] }, pos);
    expect(res.statusCode, res.body).toBe(200);
    const [a, b, c] = res.json().data.results;
    expect(a).toMatchObject({ clientId: first.clientId, status: 200 });
    expect(b).toMatchObject({ clientId: broken.clientId, status: 400, error: { code: 'invalid_document' } });
    expect(b.error.errors[0].field).toBe('lines');
    expect(c).toMatchObject({ clientId: third.clientId, status: 200 });
    expect(gapsOf(c.result)).toEqual([]);
    // The same broken document again is answered the same, as a replay.
    const again = (await s.post({ kind: 'batch', documents: [broken] }, pos)).json().data.results[0];
    expect(again).toMatchObject({ status: 400, replayed: true, error: { code: 'invalid_document' } });
  });

  it('alone, answers 400 invalid_document and the next number follows it without a gap', async () => {
    const broken = { ...sale(['P-4']), total: '1800円' };
    const res = await s.post(broken, pos);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_document', errors: [{ field: 'total' }] });
    const next = await s.post(sale(['P-4']), pos);
    expect(next.statusCode, next.body).toBe(200);
    expect(gapsOf(next.json().data)).toEqual([]);
  });

  it('names a missing field in Japanese, never the library’s text', async () => {
    const { lines: _, ...noLines } = sale(['P-5']);
    const res = await s.post(noLines, pos);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'lines', message: '「lines」を指定してください' });
    expect(res.body).not.toContain('undefined');
  });
});

describe('a document refused for its content', () => {
  it('answers validation_failed (not invalid_document), is stored, and uses its number', async () => {
    const wrong = { ...sale(['P-6']), total: 1 };
    const res = await s.post(wrong, pos);
    expect(res.json().code).toBe('validation_failed');
    const next = await s.post(sale(['P-6']), pos);
    expect(gapsOf(next.json().data)).toEqual([]);
  });
});

describe('the Idempotency-Key header', () => {
  const post = (body: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/device/documents',
      headers: auth(pos, { 'idempotency-key': key }),
      payload: body,
    });

  it('is the clientId: it fills one left out, and one that differs is refused', async () => {
    const doc = sale(['P-7']);
    const { clientId, ...withoutId } = doc;
    const filled = await post(withoutId, clientId);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.transactionId).toBe(clientId);
    const same = await post(doc, clientId);
    expect(same.headers['idempotent-replayed']).toBe('true');
    const other = await post(sale(['P-8']), clientId);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('Idempotency-Key');
    const batch = await post({ kind: 'batch', documents: [sale(['P-9'])] }, clientId);
    expect(batch.statusCode).toBe(400);
  });
});
