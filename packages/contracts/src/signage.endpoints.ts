import { z } from 'zod';
import { deviceAccess, endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { masterEndpoints } from './master-endpoints.js';
import {
  signageCinemaQuery,
  signageDisplay,
  signageDisplayCreateBody,
  signageDisplayListQuery,
  signageDisplayUpdateBody,
  signageGroup,
  signageGroupCreateBody,
  signageGroupUpdateBody,
  signageListQuery,
  signagePlaylist,
  signagePlaylistCreateBody,
  signagePlaylistUpdateBody,
} from './signage.js';
import {
  signageMessage,
  signageMessageCreateBody,
  signageMessageListQuery,
  signageMessageUpdateBody,
} from './signage-message.js';
import {
  signageBoard,
  signageBoardSetting,
  signageBoardSettingBody,
  signageDeviceOption,
  signageProgram,
  signageTokenAnswer,
} from './signage-program.js';

// サイネージ・表示 (docs/signage.md): cinema staff keep the playlists, displays and messages of the chosen cinema;
// the signage devices read their program and listen for changes with their device token.

export const signageGroupEndpoints = masterEndpoints({
  base: 'signageGroup',
  screen: '/signage',
  record: signageGroup,
  createBody: signageGroupCreateBody,
  updateBody: signageGroupUpdateBody,
  query: signageListQuery,
  summaries: {
    list: '端末グループ一覧（選択中の劇場）',
    detail: '端末グループの詳細',
    create: '端末グループを登録（劇場のサイネージ端末の組）',
    update: '端末グループを更新',
    delete: '端末グループを削除（プレイリストが使っているものは不可）',
  },
});

export const signagePlaylistEndpoints = {
  ...masterEndpoints({
    base: 'signagePlaylist',
    screen: '/signage',
    record: signagePlaylist,
    createBody: signagePlaylistCreateBody,
    updateBody: signagePlaylistUpdateBody,
    query: signageListQuery,
    summaries: {
      list: 'プレイリスト一覧（選択中の劇場）',
      detail: 'プレイリストの詳細',
      create: 'プレイリストを登録（端末・端末グループ・劇場全体のいずれか）',
      update: 'プレイリストを更新',
      delete: 'プレイリストを削除',
    },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/signagePlaylist/preview/:id',
    summary: 'プレイリストのプレビュー（プレーヤーが受け取る番組と同じ形）',
    access: onScreen('/signage'),
    params: idParams,
    answer: signageProgram,
  }),
  devices: endpoint({
    method: 'GET',
    path: '/api/signagePlaylist/devices',
    summary: '劇場の有効なサイネージ端末（表示先の選択肢）',
    access: onScreen('/signage'),
    query: signageCinemaQuery,
    answer: z.array(signageDeviceOption),
  }),
};

export const signageDisplayEndpoints = masterEndpoints({
  base: 'signageDisplay',
  screen: '/custom-display',
  record: signageDisplay,
  createBody: signageDisplayCreateBody,
  updateBody: signageDisplayUpdateBody,
  query: signageDisplayListQuery,
  summaries: {
    list: 'カスタム表示一覧（選択中の劇場）',
    detail: 'カスタム表示の詳細',
    create: 'カスタム表示を登録（端末ごとに1つ、入口はスクリーンを指定）',
    update: 'カスタム表示を更新',
    delete: 'カスタム表示を削除',
  },
});

export const signageMessageEndpoints = {
  ...masterEndpoints({
    base: 'signageMessage',
    screen: '/customized-message',
    record: signageMessage,
    createBody: signageMessageCreateBody,
    updateBody: signageMessageUpdateBody,
    query: signageMessageListQuery,
    summaries: {
      list: 'メッセージ一覧（選択中の劇場、新しい順）',
      detail: 'メッセージの詳細',
      create: 'メッセージを登録（緊急は全画面で、表示中の内容に代わってすぐ表示）',
      update: 'メッセージを更新',
      delete: 'メッセージを削除',
    },
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/api/signageMessage/withdraw/:id',
    summary: 'メッセージを取り下げる（表示中の端末からすぐ消える）',
    access: onScreen('/customized-message', 'update'),
    params: idParams,
    answer: signageMessage,
  }),
};

export const signageBoardEndpoints = {
  board: endpoint({
    method: 'GET',
    path: '/api/signageBoard/today',
    summary: 'ロビー表示：本日（設定時刻以降は翌日も）の上映と残席 ○△×',
    access: onScreen('/cinema-schedule'),
    query: signageCinemaQuery,
    answer: signageBoard,
  }),
  setting: endpoint({
    method: 'GET',
    path: '/api/signageBoard/setting',
    summary: 'ロビー表示の設定（翌日分を表示する時刻）',
    access: onScreen('/cinema-schedule'),
    query: signageCinemaQuery,
    answer: signageBoardSetting,
  }),
  saveSetting: endpoint({
    method: 'PUT',
    path: '/api/signageBoard/setting',
    summary: 'ロビー表示の設定を保存',
    access: onScreen('/cinema-schedule', 'update'),
    query: signageCinemaQuery,
    body: signageBoardSettingBody,
    answer: signageBoardSetting,
    errors: ['stale_version'],
  }),
};

export const deviceSignageEndpoints = {
  program: endpoint({
    method: 'GET',
    path: '/api/device/signage/program',
    summary: 'サイネージ端末の番組（プレイリスト、カスタム表示、メッセージ、本日の上映と残席）',
    description:
      'サイネージ端末だけが呼べます（他の種別は 403 no_permission）。端末のプレイリスト（なければ端末グループ、劇場全体の順）、カスタム表示、表示中または予定のメッセージ、ロビー表示の上映一覧を返します。',
    access: deviceAccess,
    answer: signageProgram,
  }),
  stream: endpoint({
    method: 'GET',
    path: '/api/device/signage/stream',
    summary: '番組の変更通知（Server-Sent Events）',
    description:
      '`text/event-stream` で、番組が変わると `event: changed` を送ります（2秒以内）。接続中は約20秒ごとにコメント行（ハートビート）を送ります。接続したら番組を読み直してください。',
    access: deviceAccess,
    answer: null,
    produces: 'text/event-stream',
  }),
  token: endpoint({
    method: 'POST',
    path: '/api/device/signage/token',
    summary: 'サイネージ端末のトークンを更新（有効なトークンで新しいトークンを発行）',
    access: deviceAccess,
    answer: signageTokenAnswer,
  }),
};
