import assert from 'node:assert/strict';
import type { APIRequestContext } from 'playwright-core';
import { api } from './support/api.js';
import { flow } from './support/browser.js';
import { DEMO_PASSWORD, login, named, row } from './support/app.js';

// A lobby player at 新宿 (docs/signage.md): opened once with its device token, it shows the cinema's playlist with
// the demo's welcome ticker; a message changed in the console reaches it within two seconds over the push stream,
// and a 緊急 message takes the whole screen until it is withdrawn.

/** Head office registers a signage device at 新宿; answers its device token. */
async function newPlayer(request: APIRequestContext) {
  const hq = (await api(request, 'POST', '/api/login', null, { userName: 'hq', password: DEMO_PASSWORD })).token;
  const cinemas = (await api(request, 'GET', '/api/cinema/list', hq)).list as { id: number; code: string }[];
  const code = `SIGE${Date.now().toString().slice(-6)}`;
  const device = await api(request, 'POST', '/api/device/create', hq, {
    code,
    name: `E2Eサイネージ${code}`,
    type: 'signage',
    status: 'active',
    cinemaId: cinemas.find((c) => c.code === '0101')!.id,
  });
  return (await api(request, 'POST', '/api/device/token', null, { deviceCode: code, secret: device.secret }))
    .token as string;
}

flow(
  'a lobby player shows a message changed in the console within two seconds, and an urgent one at once',
  async (page) => {
    const token = await newPlayer(page.request);
    const player = await page.context().newPage();
    await player.goto(`/player?token=${encodeURIComponent(token)}`);
    const ticker = player.getByTestId('player-ticker');
    await ticker.getByText('本日もご来場ありがとうございます', { exact: false }).waitFor();
    // The token is kept on the device and taken out of the address.
    assert.equal(new URL(player.url()).search, '');

    await login(page, 'shinjuku', '/customized-message');
    const text = `E2E 本日19:00の回は満席となりました（${Date.now().toString().slice(-6)}）`;
    await row(page, '本日もご来場ありがとうございます')
      .getByRole('button', { name: named('編集') })
      .click();
    const form = page.getByRole('dialog', { name: 'メッセージ編集' });
    await form.getByLabel('本文').fill(text);
    await form.getByRole('button', { name: named('保存') }).click();
    await form.waitFor({ state: 'detached' });
    const saved = Date.now();
    await ticker.getByText(text, { exact: false }).waitFor({ timeout: 2000 });
    assert.ok(Date.now() - saved < 2000, `the player showed it after ${Date.now() - saved} ms`);

    // 緊急: full screen, replacing the playlist and the ticker, until withdrawn.
    const urgent = `E2E 火災報知器が作動しました（${Date.now().toString().slice(-6)}）`;
    await page.getByRole('button', { name: /新規作成/ }).click();
    const create = page.getByRole('dialog', { name: 'メッセージ登録' });
    await create.getByText('緊急', { exact: true }).click();
    await create.getByLabel('本文').fill(urgent);
    await create.getByRole('button', { name: named('登録') }).click();
    await create.waitFor({ state: 'detached' });
    const alert = player.getByRole('alert');
    await alert.getByText(urgent).waitFor({ timeout: 2000 });
    assert.equal(await ticker.count(), 0);

    await row(page, urgent)
      .getByRole('button', { name: /取り下げ/ })
      .click();
    await page.getByRole('button', { name: '取り下げる' }).click();
    await alert.waitFor({ state: 'detached', timeout: 2000 });
    await ticker.getByText(text, { exact: false }).waitFor();
  },
);
