import { z } from 'zod';
import { listOf } from './common.js';
import {
  device,
  deviceCreateBody,
  deviceListMapQuery,
  deviceListQuery,
  deviceOption,
  deviceUpdateBody,
  deviceWithSecret,
} from './devices.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';

// Devices of a cinema (端末): POS terminals, ticket kiosks, kitchen printers and signage players,
// each with a registration secret (登録キー) the console shows once, when it is issued.
export const deviceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/device/list',
    summary: '劇場の端末一覧（cinemaId を省略するとセッションで選択中の劇場）',
    access: onScreen('/device'),
    query: deviceListQuery,
    answer: listOf(device),
  }),
  listMap: endpoint({
    method: 'GET',
    path: '/api/device/listMap',
    summary: '参照できる範囲の端末の選択肢（端末通知の絞り込み用）',
    access: sessionAccess,
    query: deviceListMapQuery,
    answer: z.array(deviceOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/device/detail/:id',
    summary: '端末の詳細（登録キーは含まない）',
    access: onScreen('/device'),
    params: idParams,
    answer: device,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/device/create',
    summary: '端末を登録し、登録キーを発行（登録キーはこの応答でのみ返す）',
    access: onScreen('/device', 'create'),
    body: deviceCreateBody,
    answer: deviceWithSecret,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/device/update',
    summary: '端末を更新（端末種別は変更不可）',
    access: onScreen('/device', 'update'),
    body: deviceUpdateBody,
    answer: device,
    errors: ['conflict', 'stale_version'],
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/api/device/rotateSecret/:id',
    summary: '登録キーを再発行（旧登録キーは直ちに無効、新登録キーはこの応答でのみ返す）',
    access: onScreen('/device', 'update'),
    params: idParams,
    answer: deviceWithSecret,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/device/delete/:id',
    summary: '端末を削除（端末通知の履歴がある端末は不可）',
    access: onScreen('/device', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
};
