import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  paymentCinemaSettings,
  paymentCinemaSettingsBody,
  paymentCinemaSettingsQuery,
  paymentCreateBody,
  paymentListQuery,
  paymentMethod,
  paymentUpdateBody,
} from './payments.js';

/** The methods belong to the brand: only head office edits them; cinema staff read them. */
const headOffice = (permission: 'create' | 'update' | 'delete') =>
  onScreen('/payment-management', permission, ['brand']);

// Payment methods (決済方法) of a brand, and which of them each cinema accepts on each sales channel.
export const paymentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/payment/list',
    summary: '決済方法一覧（チャネルごとの利用劇場数つき）',
    access: onScreen('/payment-management'),
    query: paymentListQuery,
    answer: listOf(paymentMethod),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/payment/detail/:id',
    summary: '決済方法の詳細',
    access: onScreen('/payment-management'),
    params: idParams,
    answer: paymentMethod,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/payment/create',
    summary: '決済方法を登録（本部のみ）',
    access: headOffice('create'),
    body: paymentCreateBody,
    answer: paymentMethod,
    errors: ['conflict'],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/payment/update',
    summary: '決済方法を更新（本部のみ）',
    access: headOffice('update'),
    body: paymentUpdateBody,
    answer: paymentMethod,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/payment/delete/:id',
    summary: '決済方法を削除（本部のみ。劇場で利用中の決済方法は不可）',
    access: headOffice('delete'),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  cinemaSettings: endpoint({
    method: 'GET',
    path: '/api/payment/cinemaSettings',
    summary: '劇場ごとの決済方法の利用設定（販売チャネル別）',
    description: '劇場を省略するとセッションで選択中の劇場。versionは保存時にそのまま送り返します。',
    access: onScreen('/payment-management'),
    query: paymentCinemaSettingsQuery,
    answer: paymentCinemaSettings,
  }),
  saveCinemaSettings: endpoint({
    method: 'PUT',
    path: '/api/payment/cinemaSettings',
    summary: '劇場の決済方法の利用設定を丸ごと保存（含めなかった決済方法は利用なし）',
    access: onScreen('/payment-management', 'update'),
    body: paymentCinemaSettingsBody,
    answer: paymentCinemaSettings,
    errors: ['stale_version'],
  }),
};
