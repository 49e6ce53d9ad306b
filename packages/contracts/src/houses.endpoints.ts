import { listOf } from './common.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { idParams } from './fields.js';
import {
  house,
  houseCopyBody,
  houseCreateBody,
  houseListItem,
  houseListQuery,
  houseOption,
  houseUpdateBody,
} from './houses.js';
import { housePublishedScreenings } from './house-published.js';

// Screens (スクリーン) and their seat plans (座席表), one cinema at a time: the cinemaId named, or
// the cinema chosen in the session.
export const houseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/house/list',
    summary: '劇場のスクリーン一覧（座席表は含まず、席数の内訳のみ）',
    access: onScreen('/house'),
    query: houseListQuery,
    answer: listOf(houseListItem),
  }),
  listOptions: endpoint({
    method: 'GET',
    path: '/api/house/list-options',
    summary: '劇場のスクリーンの選択肢（上映スケジュール・レポート用）',
    access: sessionAccess,
    query: houseListQuery,
    answer: listOf(houseOption),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/house/detail/:id',
    summary: 'スクリーンの詳細（座席表を含む）',
    access: onScreen('/house'),
    params: idParams,
    answer: house,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/house/create',
    summary: 'スクリーンを登録（座席表の誤りは項目 seatPlan の入力エラー）',
    access: onScreen('/house/create', 'create'),
    body: houseCreateBody,
    answer: house,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/house/update',
    summary: 'スクリーンと座席表を更新（公開中の上映回が使う座席の番号・位置の変更は409）',
    access: onScreen('/house/update/:id', 'update'),
    body: houseUpdateBody,
    answer: house,
    errors: ['conflict', 'stale_version'],
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/house/copy',
    summary: 'スクリーンを複製（座席表・上映方式・立見定員を引き継ぎ、新しい名前とコードで同じ劇場に登録）',
    access: onScreen('/house/create', 'create'),
    body: houseCopyBody,
    answer: house,
    errors: ['conflict'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/house/delete/:id',
    summary: 'スクリーンを削除（上映スケジュールがあるスクリーンは不可）',
    access: onScreen('/house', 'delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  publishedScreenings: endpoint({
    method: 'GET',
    path: '/api/house/publishedScreenings/:id',
    summary: 'スクリーンの公開中の上映回（当日の営業日以降）：座席表を変更する前の確認用',
    access: onScreen('/house/update/:id'),
    params: idParams,
    answer: housePublishedScreenings,
  }),
};
