import { listOf } from './common.js';
import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  heldCoupon,
  heldCouponQuery,
  memberCoupon,
  memberCouponActionBody,
  memberCouponChoice,
  memberCouponCount,
  memberCouponCountBody,
  memberCouponCreateBody,
  memberCouponListQuery,
  memberCouponUpdateBody,
} from './member-coupons.js';

// 会員クーポン: head office's alone (docs/membership.md, "会員クーポン"); 会員詳細 reads a member's held coupons.
const headOffice = ['brand'] as const;
const screen = '/coupon-list';

export const memberCouponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/memberCoupon/list',
    summary: '会員クーポン一覧（配布数・利用数つき）',
    access: onScreen(screen),
    query: memberCouponListQuery,
    answer: listOf(memberCoupon),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/memberCoupon/detail/:id',
    summary: '会員クーポンの詳細',
    access: onScreen(screen),
    params: idParams,
    answer: memberCoupon,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/memberCoupon/create',
    summary: '会員クーポンを下書きとして登録',
    access: onScreen(screen, 'create', headOffice),
    body: memberCouponCreateBody,
    answer: memberCoupon,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/memberCoupon/update',
    summary: '会員クーポンの下書きを更新',
    access: onScreen(screen, 'update', headOffice),
    body: memberCouponUpdateBody,
    answer: memberCoupon,
    errors: ['conflict', 'stale_version'],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/memberCoupon/delete/:id',
    summary: '会員クーポンの下書きを削除',
    access: onScreen(screen, 'delete', headOffice),
    params: idParams,
    answer: null,
    errors: ['conflict'],
  }),
  count: endpoint({
    method: 'POST',
    path: '/api/memberCoupon/count',
    summary: '配布対象の会員数と配布予定数（入力中の内容で、保存はしない）',
    access: onScreen(screen),
    body: memberCouponCountBody,
    answer: memberCouponCount,
  }),
  distribute: endpoint({
    method: 'POST',
    path: '/api/memberCoupon/distribute',
    summary: '配布（対象の会員ごとにシリアルを発行、一度だけ）',
    description:
      '下書きを読んだときのバージョンを送ります。対象の会員へシリアルを発行して保有クーポンにし、状態を配布済みにします。配布予定数が上限枚数を超えるときは 409 で、対象を減らして配ることはしません。',
    access: onScreen(screen, 'update', headOffice),
    body: memberCouponActionBody,
    answer: memberCoupon,
    errors: ['conflict', 'stale_version'],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/memberCoupon/cancel',
    summary: '配布を取り消す（未使用のシリアルを無効に、使用済みはそのまま）',
    access: onScreen(screen, 'update', headOffice),
    body: memberCouponActionBody,
    answer: memberCoupon,
    errors: ['conflict', 'stale_version'],
  }),
  coupons: endpoint({
    method: 'GET',
    path: '/api/memberCoupon/coupons',
    summary: '配布できるクーポンの選択肢（クーポン一覧の利用可のクーポン）',
    access: onScreen(screen),
    answer: listOf(memberCouponChoice),
  }),
  holds: endpoint({
    method: 'GET',
    path: '/api/memberCoupon/holds/:id',
    summary: '会員の保有クーポン（会員ID、新しい順）',
    access: onScreen('/member-list/:id'),
    params: idParams,
    query: heldCouponQuery,
    answer: listOf(heldCoupon),
  }),
};
