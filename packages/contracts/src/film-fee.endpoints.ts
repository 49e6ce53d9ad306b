import {
  FILM_FEE_SCREEN,
  filmFeeAdjustBody,
  filmFeeConfirmAllAnswer,
  filmFeeConfirmAllBody,
  filmFeeConfirmBody,
  filmFeeList,
  filmFeeListQuery,
  filmFeeRow,
  filmFeeUnconfirmBody,
} from './film-fee.js';
import { endpoint, onScreen } from './endpoint.js';

// 映画料集計 (docs/accounting.md, "映画料集計"): cinema staff read their cinema's fees; head office adjusts and confirms.
export const filmFeeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/filmFee/list',
    summary:
      '映画料集計: 対象月（既定は前月）の劇場・作品ごとの映画料（興行区分・歩率期間ごとの精算単位つき）、調整額、消費税、確定状態',
    access: onScreen(FILM_FEE_SCREEN),
    query: filmFeeListQuery,
    answer: filmFeeList,
  }),
  adjust: endpoint({
    method: 'PUT',
    path: '/api/filmFee/adjust',
    summary: '調整額の登録（本部のみ、0以外は理由必須、確定済みは不可）',
    access: onScreen(FILM_FEE_SCREEN, 'update', ['brand']),
    body: filmFeeAdjustBody,
    answer: filmFeeRow,
    errors: ['conflict', 'stale_version'],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/filmFee/confirm',
    summary: '確定: 劇場の月が月次締め済みで歩率がそろっていれば、映画料を確定して数値を固定する（本部のみ）',
    access: onScreen(FILM_FEE_SCREEN, 'update', ['brand']),
    body: filmFeeConfirmBody,
    answer: filmFeeRow,
    errors: ['conflict', 'stale_version'],
  }),
  confirmAll: endpoint({
    method: 'POST',
    path: '/api/filmFee/confirmAll',
    summary:
      '一括確定: 対象月（配給会社の指定があればその作品）の暫定の映画料のうち確定できるものを1件ずつ確定し、確定できなかったものを理由つきで答える（本部のみ）',
    access: onScreen(FILM_FEE_SCREEN, 'update', ['brand']),
    body: filmFeeConfirmAllBody,
    answer: filmFeeConfirmAllAnswer,
    errors: ['conflict'],
  }),
  unconfirm: endpoint({
    method: 'POST',
    path: '/api/filmFee/unconfirm',
    summary: '確定解除（本部のみ、理由必須）',
    access: onScreen(FILM_FEE_SCREEN, 'update', ['brand']),
    body: filmFeeUnconfirmBody,
    answer: filmFeeRow,
    errors: ['conflict', 'stale_version'],
  }),
};
