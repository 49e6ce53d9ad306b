import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../test/images.js';
import { startImageHost, type ImageHost } from '../../test/image-host.js';
import { fetchImage, type RefusalReason } from './image-fetch.js';

let host: ImageHost;
beforeAll(async () => {
  host = await startImageHost();
});
afterAll(() => host.close());

const refusal = async (url: string, extra = {}): Promise<RefusalReason | 'fetched'> => {
  try {
    await fetchImage(url, { ...host.options, ...extra });
    return 'fetched';
  } catch (err) {
    return (err as { reason: RefusalReason }).reason;
  }
};

describe('fetchImage', () => {
  it('fetches an image from a public host with its type, sending no credentials', async () => {
    const image = await fetchImage(`${host.origin}/poster.png`, host.options);
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.equals(pngBytes(30, 20))).toBe(true);
    expect(host.lastHeaders).toMatchObject({ host: `images.example.com:${host.port}`, accept: 'image/*' });
    expect(host.lastHeaders).not.toHaveProperty('cookie');
    expect(host.lastHeaders).not.toHaveProperty('authorization');
  });

  it('refuses loopback, private, link-local, CGNAT and IPv6 local addresses, literal or resolved', async () => {
    const p = host.port;
    for (const url of [
      `http://127.0.0.1:${p}/poster.png`,
      `http://10.1.2.3:${p}/a.png`,
      `http://192.168.1.1:${p}/a.png`,
      'http://169.254.169.254/latest/meta-data/',
      `http://100.64.0.1:${p}/a.png`,
      `http://[::1]:${p}/poster.png`,
      `http://[::ffff:127.0.0.1]:${p}/poster.png`,
      `http://intranet.example.com:${p}/poster.png`,
      `http://v6local.example.com:${p}/poster.png`,
      `http://mixed.example.com:${p}/poster.png`,
    ]) {
      expect(await refusal(url), url).toBe('private_address');
    }
  });

  it('checks every redirect again and follows at most three', async () => {
    expect(await refusal(`${host.origin}/to-loopback`)).toBe('private_address');
    expect(await refusal(`${host.origin}/to-intranet`)).toBe('private_address');
    expect(await refusal(`${host.origin}/to-metadata`)).toBe('private_address');
    expect(await refusal(`${host.origin}/to-file`)).toBe('bad_url');
    expect(await refusal(`${host.origin}/to-cdn`)).toBe('fetched');
    expect(await refusal(`${host.origin}/hop2`)).toBe('fetched');
    expect(await refusal(`${host.origin}/hop3`)).toBe('too_many_redirects');
  });

  it('accepts image types only, never SVG', async () => {
    expect(await refusal(`${host.origin}/page.html`)).toBe('not_image');
    expect(await refusal(`${host.origin}/logo.svg`)).toBe('not_image');
    expect(await refusal(`${host.origin}/missing.png`)).toBe('upstream_status');
  });

  it('refuses images over the size limit, announced or counted', async () => {
    expect(await refusal(`${host.origin}/declared-big.png`)).toBe('too_large');
    expect(await refusal(`${host.origin}/streamed-big.png`)).toBe('too_large');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect(await refusal(`${host.origin}/slow.png`, { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses other schemes, credentials in the URL, unknown names and other ports', async () => {
    expect(await refusal('ftp://images.example.com/a.png')).toBe('bad_url');
    expect(await refusal(`http://user:pw@images.example.com:${host.port}/poster.png`)).toBe('bad_url');
    expect(await refusal(`http://nowhere.example.com:${host.port}/a.png`)).toBe('dns');
    expect(await refusal(`${host.origin}/poster.png`, { ports: [80, 443] })).toBe('port');
  });
});
