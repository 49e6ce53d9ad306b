import { listOf } from './common.js';
import {
  couponSerial,
  couponSerialIssueBody,
  couponSerialIssued,
  couponSerialListQuery,
  couponSerialStateAnswer,
  couponSerialStateBody,
  serialCheckAnswer,
  serialImportQuery,
  serialCheckBody,
  serialRedeemAnswer,
  serialRedeemBody,
  serialReverseBody,
} from './coupon-serials.js';
import { coupon, couponCreateBody, couponListQuery, couponUpdateBody } from './coupons.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import { importBody, importResult } from './imports.js';

// The brand's coupons and their serials. Head office writes them; cinema staff read them and check a
// presented serial. Redeem and reverse are the console's door to the one redemption service the
// sales flows (POS, kiosk, online) use.
const headOffice = ['brand'] as const;
export const couponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/coupon/list',
    summary: 'クーポン一覧（状態・チャネルで絞り込み、発行数と使用数つき）',
    access: onScreen('/coupon'),
    query: couponListQuery,
    answer: listOf(coupon),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/coupon/detail/:id',
    summary: 'クーポンの詳細',
    access: onScreen('/coupon'),
    params: idParams,
    answer: coupon,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/coupon/create',
    summary: 'クーポンを登録（本部のみ）',
    access: onScreen('/coupon/create', 'create', headOffice),
    body: couponCreateBody,
    answer: coupon,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/coupon/update',
    summary: 'クーポンを更新（本部のみ）',
    access: onScreen('/coupon/edit/:id', 'update', headOffice),
    body: couponUpdateBody,
    answer: coupon,
    errors: ['stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/coupon/delete/:id',
    summary: 'クーポンを削除（シリアル未発行のものだけ、本部のみ）',
    access: onScreen('/coupon', 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  serialList: endpoint({
    method: 'GET',
    path: '/api/coupon/serialList',
    summary: 'クーポンのシリアル一覧（シリアル番号で検索、状態・番号の範囲で絞り込み）',
    access: onScreen('/couponlist/:id'),
    query: couponSerialListQuery,
    answer: listOf(couponSerial),
  }),
  serialIssue: endpoint({
    method: 'POST',
    path: '/api/coupon/serialIssue',
    summary: 'シリアルを一括発行（1回 100,000 枚まで、本部のみ）',
    access: onScreen('/couponlist/:id', 'create', headOffice),
    body: couponSerialIssueBody,
    answer: couponSerialIssued,
  }),
  serialImport: endpoint({
    method: 'POST',
    path: '/api/coupon/serialImport',
    summary: '以前のシステムで発行したシリアルを取込（CSV・Excel、確認のみも可、本部のみ）',
    description:
      '1列目の見出しは「シリアル番号」。8〜32文字の英数字を、番号を続けて発行済みとして登録します。すべての行が正しいときだけ登録します（commit: false は確認のみ）。',
    access: onScreen('/couponlist/:id', 'create', headOffice),
    query: serialImportQuery,
    body: importBody,
    answer: importResult,
  }),
  serialState: endpoint({
    method: 'POST',
    path: '/api/coupon/serialState',
    summary: 'シリアルを有効化・無効化（1件・選択・番号の範囲、無効化は理由つき、本部のみ）',
    access: onScreen('/couponlist/:id', 'update', headOffice),
    body: couponSerialStateBody,
    answer: couponSerialStateAnswer,
  }),
  serialCheck: endpoint({
    method: 'POST',
    path: '/api/coupon/serialCheck',
    summary: 'シリアルが利用できるか確認（状態・期限・劇場・チャネル・対象）',
    access: onScreen('/couponlist/:id'),
    body: serialCheckBody,
    answer: serialCheckAnswer,
  }),
  serialRedeem: endpoint({
    method: 'POST',
    path: '/api/coupon/serialRedeem',
    summary: 'シリアルを1回分使用（同時に使われても回数を超えない）',
    access: onScreen('/couponlist/:id', 'update'),
    body: serialRedeemBody,
    answer: serialRedeemAnswer,
    errors: ['conflict'],
  }),
  serialReverse: endpoint({
    method: 'POST',
    path: '/api/coupon/serialReverse',
    summary: 'シリアルの使用を取り消し（取消・返金で1回分を戻す）',
    access: onScreen('/couponlist/:id', 'update'),
    body: serialReverseBody,
    answer: couponSerial,
    errors: ['conflict'],
  }),
};
