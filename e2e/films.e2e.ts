import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { flow } from './support/browser.js';
import {
  choose,
  confirmDialog,
  deleteRow,
  fillLogin,
  loaded,
  login,
  named,
  row,
  userMenu,
  waitForPath,
} from './support/app.js';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A real PNG (the server sniffs the bytes): a 30 × 20 block of one colour. */
function png(width = 30, height = 20): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rowBytes = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => rowBytes));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** The required fields of a new film; the release date is left to the caller. */
async function fillFilm(page: Page, name: string) {
  await page.getByLabel('作品名', { exact: true }).fill(name);
  await page.getByLabel('作品名（カナ）').fill('いーつーいーてすと');
  await page.getByLabel('上映時間（分）').fill('118');
}

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

flow(
  'head office registers a film with a poster and fee terms, edits it, and the list filter survives a reload',
  async (page) => {
    const n = Date.now().toString().slice(-6);
    const name = `E2E作品${n}`;
    await login(page, 'hq', '/movie/create');
    await fillFilm(page, name);
    await pickDate(page, '公開日', '2026-12-04');
    await choose(page, '映倫区分', 'PG12（12歳未満は保護者の助言・指導が必要）');

    const poster = page.locator('.ant-form-item').filter({ hasText: 'ポスター画像' });
    await poster
      .locator('input[type=file]')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png() });
    await poster.locator('img').first().waitFor();

    await page.getByRole('button', { name: '週ごとの例を追加' }).click();
    assert.equal(await page.getByLabel('2行目の期間開始').inputValue(), '2026-12-18');
    await page.getByRole('button', { name: named('登録') }).click();
    await waitForPath(page, '/movie');
    await row(page, name).getByText('承認済み').waitFor();
    await row(page, name)
      .getByRole('img', { name: `${name}のポスター` })
      .waitFor();

    await row(page, name)
      .getByRole('link', { name: named('編集') })
      .click();
    await page.waitForURL(/\/movie\/update\/\d+$/);
    const length = page.getByLabel('上映時間（分）');
    await loaded(length);
    assert.equal(await page.getByLabel('3行目の歩率').inputValue(), '50.00');
    assert.equal(await page.getByLabel('3行目の期間終了').inputValue(), '');
    await length.fill('125');
    await page.getByRole('button', { name: named('保存') }).click();
    await waitForPath(page, '/movie');
    await row(page, name).getByText('125分').waitFor();

    // The filter is remembered: after a reload only this film is listed, and the box still says so.
    await page.getByLabel('作品名・カナ').fill(name);
    await page.getByLabel('作品名・カナ').press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === 1);
    await page.reload();
    await row(page, name).waitFor();
    assert.equal(await page.getByLabel('作品名・カナ').inputValue(), name);
    assert.equal(await tableRows(page).count(), 1);

    await deleteRow(page, name);
    await page.getByRole('button', { name: named('リセット') }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length > 1);
  },
);

flow('a film cinema staff register waits for head office approval', async (page) => {
  const n = Date.now().toString().slice(-6);
  const name = `E2E劇場登録${n}`;
  await login(page, 'shinjuku', '/movie/create');
  await page.getByText('劇場アカウントで登録した作品は「承認待ち」になり', { exact: false }).waitFor();
  await fillFilm(page, name);
  await page
    .locator('label')
    .filter({ hasText: /^未定$/ })
    .click();
  await choose(page, '映倫区分', 'G（年齢制限なし）');
  await page.getByRole('button', { name: named('登録') }).click();
  await waitForPath(page, '/movie');
  const listed = row(page, name);
  await listed.getByText('承認待ち').waitFor();
  await listed.getByText('未定').waitFor();
  assert.equal(await listed.getByRole('button', { name: named('承認') }).count(), 0);

  await userMenu(page, 'ログアウト');
  await waitForPath(page, '/login');
  await fillLogin(page, 'hq');
  await waitForPath(page, '/dashboard');
  await page.goto('/movie');
  await row(page, name)
    .getByRole('button', { name: named('承認') })
    .click();
  await confirmDialog(page, '承認する');
  await row(page, name).getByText('承認済み').waitFor();
  await deleteRow(page, name);
});
