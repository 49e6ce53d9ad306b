import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignageGroup, SignageMessage, SignagePlaylist, SignageProgram } from '@cinema/contracts';
import { auditRowsOf, fieldsOf } from '../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { screenOf, signageClient, signagePlayer } from './signage.fixtures.js';

// サイネージ・表示 in the console (docs/signage.md): cinema staff keep their cinema's groups, playlists, displays and
// messages; a signage device reads the program that applies to it.

let t: TestContext;
let c: ReturnType<typeof signageClient>;
let hq: string;
let shinjuku: string;
let player: Awaited<ReturnType<typeof signagePlayer>>;

const program = async (token = player.token) =>
  (await c.call(token, 'GET', '/api/device/signage/program')).json().data as SignageProgram;
const slide = { kind: 'board', durationSeconds: 10 };

beforeAll(async () => {
  t = await createTestApp();
  c = signageClient(t);
  hq = await t.login('hq');
  shinjuku = await t.login('shinjuku');
  player = await signagePlayer(t, hq);
});
afterAll(() => t.close());

describe('the demo cinema', () => {
  it('has its lobby group, playlists and a welcome message, and no other cinema’s', async () => {
    const groups = await c.data<{ list: SignageGroup[] }>(shinjuku, 'GET', '/api/signageGroup/list');
    expect(groups.list.map((g) => g.name)).toEqual(['ロビー']);
    const playlists = await c.data<{ list: SignagePlaylist[] }>(shinjuku, 'GET', '/api/signagePlaylist/list');
    expect(playlists.list.map((p) => p.name).sort()).toEqual(['ロビー（夜間）', 'ロビー（標準）']);
    expect(playlists.list.every((p) => p.cinemaId === player.cinemaId)).toBe(true);
    const messages = await c.data<{ list: SignageMessage[] }>(shinjuku, 'GET', '/api/signageMessage/list');
    expect(messages.list).toHaveLength(1);
    expect(messages.list[0]).toMatchObject({ kind: 'notice', style: 'ticker', withdrawnAt: null });
  });

  it('is written by cinema staff: head office is refused', async () => {
    const res = await c.call(hq, 'POST', '/api/signageMessage/create', {
      kind: 'notice',
      style: 'ticker',
      text: '本部から',
      startAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('playlists', () => {
  it('checks each slide and names the field of the one that is wrong', async () => {
    const res = await c.call(shinjuku, 'POST', '/api/signagePlaylist/create', {
      name: '検証',
      slides: [slide, { kind: 'image', durationSeconds: 2 }, { kind: 'film', durationSeconds: 5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      'slides.1.imageUrl': '「画像」を選択してください',
      'slides.1.durationSeconds': expect.stringContaining('表示秒数'),
      'slides.2.filmId': '「作品」を選択してください',
    });
    const empty = await c.call(shinjuku, 'POST', '/api/signagePlaylist/create', { name: '空', slides: [] });
    expect(fieldsOf(empty).slides).toBe('スライドを1枚以上登録してください');
  });

  it('refuses a device that is no signage device of the cinema, and a film of another brand', async () => {
    const ikebukuro = await signagePlayer(t, hq, '0102');
    const res = await c.call(shinjuku, 'POST', '/api/signagePlaylist/create', {
      name: '他劇場',
      deviceId: ikebukuro.id,
      slides: [slide],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).deviceId).toBe('サイネージ端末を選択してください');
    const film = await c.call(shinjuku, 'POST', '/api/signagePlaylist/create', {
      name: '作品',
      slides: [slide, { kind: 'film', filmId: 2_000_000, durationSeconds: 5 }],
    });
    expect(fieldsOf(film)['slides.1.filmId']).toBe('作品を選択してください');
  });

  it('gives a device its own playlist before its group’s and the cinema’s, and audits each write', async () => {
    expect((await program()).playlist?.name).toBe('ロビー（標準）');
    const group = await c.data<SignageGroup>(shinjuku, 'POST', '/api/signageGroup/create', {
      name: '2階',
      deviceIds: [player.id, player.id],
    });
    expect(group.deviceIds).toEqual([player.id]);
    const forGroup = await c.data<SignagePlaylist>(shinjuku, 'POST', '/api/signagePlaylist/create', {
      name: '2階の番組',
      groupId: group.id,
      slides: [
        {
          kind: 'video',
          videoUrl: 'https://example.com/trailer.mp4',
          durationSeconds: 30,
          imageUrl: 'https://example.com/a.jpg',
        },
      ],
    });
    // Only the kind's own source is kept.
    expect(forGroup.slides[0]).toMatchObject({
      kind: 'video',
      imageUrl: null,
      videoUrl: 'https://example.com/trailer.mp4',
    });
    expect((await program()).playlist?.name).toBe('2階の番組');
    const own = await c.data<SignagePlaylist>(shinjuku, 'POST', '/api/signagePlaylist/create', {
      name: '専用',
      deviceId: player.id,
      slides: [{ ...slide, startTime: '10:00', endTime: '12:00' }],
    });
    expect((await program()).playlist).toMatchObject({ name: '専用', slides: [{ startTime: '10:00' }] });
    expect(await auditRowsOf(t, 'signagePlaylist', own.id, 'create')).toHaveLength(1);
    // A group a playlist shows on stays until the playlist goes.
    const inUse = await c.call(shinjuku, 'DELETE', `/api/signageGroup/delete/${group.id}`);
    expect(inUse.statusCode).toBe(409);
    await c.data(shinjuku, 'DELETE', `/api/signagePlaylist/delete/${forGroup.id}`);
    await c.data(shinjuku, 'DELETE', `/api/signagePlaylist/delete/${own.id}`);
    await c.data(shinjuku, 'DELETE', `/api/signageGroup/delete/${group.id}`);
    expect((await program()).playlist?.name).toBe('ロビー（標準）');
  });

  it('previews a playlist as a player would get it', async () => {
    const [first] = (await c.data<{ list: SignagePlaylist[] }>(shinjuku, 'GET', '/api/signagePlaylist/list')).list;
    const preview = await c.data<SignageProgram>(shinjuku, 'GET', `/api/signagePlaylist/preview/${first?.id}`);
    expect(preview.playlist?.name).toBe(first?.name);
    expect(preview.board.days[0]?.label).toBe('本日');
    const devices = await c.data<{ id: number }[]>(shinjuku, 'GET', '/api/signagePlaylist/devices');
    expect(devices.map((d) => d.id)).toContain(player.id);
  });
});

describe('displays and messages', () => {
  it('binds a device to a door layout with its screen, one display per device', async () => {
    const screen = await screenOf(t, player.cinemaId);
    const noScreen = await c.call(shinjuku, 'POST', '/api/signageDisplay/create', {
      deviceId: player.id,
      layout: 'door',
    });
    expect(fieldsOf(noScreen).houseId).toBe('「スクリーン」を選択してください');
    const body = { deviceId: player.id, layout: 'door', houseId: screen.id, message: '上映中はお静かに' };
    const display = await c.data<{ id: number }>(shinjuku, 'POST', '/api/signageDisplay/create', body);
    expect((await program()).display).toEqual({ layout: 'door', screenName: screen.name, message: '上映中はお静かに' });
    const again = await c.call(shinjuku, 'POST', '/api/signageDisplay/create', { ...body, layout: 'counter' });
    expect(fieldsOf(again).deviceId).toBe('この端末にはすでにカスタム表示が登録されています');
    await c.data(shinjuku, 'DELETE', `/api/signageDisplay/delete/${display.id}`);
    expect((await program()).display).toBeNull();
  });

  it('shows an urgent message full screen, and withdraws it from the players at once', async () => {
    const startAt = new Date(Date.now() - 60_000).toISOString();
    const urgent = await c.data<SignageMessage>(shinjuku, 'POST', '/api/signageMessage/create', {
      kind: 'urgent',
      style: 'ticker',
      text: '火災報知器が作動しました。係員の指示に従ってください。',
      startAt,
    });
    expect(urgent.style).toBe('fullscreen');
    expect((await program()).messages.map((m) => m.id)).toContain(urgent.id);
    const withdrawn = await c.call(shinjuku, 'POST', `/api/signageMessage/withdraw/${urgent.id}`);
    expect(withdrawn.json()).toMatchObject({ message: 'メッセージを取り下げました。', data: { id: urgent.id } });
    expect(withdrawn.json().data.withdrawnAt).not.toBeNull();
    expect((await program()).messages.map((m) => m.id)).not.toContain(urgent.id);
    const ended = await c.call(shinjuku, 'POST', '/api/signageMessage/create', {
      kind: 'notice',
      style: 'ticker',
      text: 'x',
      startAt,
      endAt: startAt,
    });
    expect(fieldsOf(ended).endAt).toBe('「終了日時」は「開始日時」より後にしてください');
  });

  it('sends a message meant for one device to that device only', async () => {
    const other = await signagePlayer(t, hq);
    const mine = await c.data<SignageMessage>(shinjuku, 'POST', '/api/signageMessage/create', {
      kind: 'delay',
      style: 'ticker',
      text: '10:30の回は10分遅れて開始します',
      deviceId: player.id,
      startAt: new Date().toISOString(),
    });
    expect((await program()).messages.map((m) => m.id)).toContain(mine.id);
    expect((await program(other.token)).messages.map((m) => m.id)).not.toContain(mine.id);
  });
});

describe('the device calls', () => {
  it('are for signage devices only, and renew the token', async () => {
    const res = await c.call(player.token, 'GET', '/api/device/signage/program');
    expect(res.statusCode).toBe(200);
    const renewed = await c.data<{ token: string }>(player.token, 'POST', '/api/device/signage/token');
    expect((await program(renewed.token)).device.id).toBe(player.id);
    const { deviceToken } = await import('../../test/fixtures.js');
    const pos = await deviceToken(t, hq, player.cinemaId, 'pos');
    const refused = await c.call(pos, 'GET', '/api/device/signage/program');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('この呼び出しはサイネージ端末だけが利用できます。');
  });
});
