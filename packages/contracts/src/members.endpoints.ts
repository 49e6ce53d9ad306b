import { listOf } from './common.js';
import { deviceAccess, endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  deviceMember,
  deviceMemberQuery,
  member,
  memberListItem,
  memberListQuery,
  memberPagedQuery,
  memberPurchase,
  memberStatusBody,
  memberUpdateBody,
  pointAdjustBody,
  pointEntry,
} from './members.js';

// 会員一覧: head office's alone (docs/membership.md); the counter's lookup is the device API's.
const headOffice = ['brand'] as const;
const screen = '/member-list';

export const memberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/member/list',
    summary: '会員一覧（会員番号・氏名カナ・電話・メール・ランク・状態で検索、個人情報は出力権限がなければ伏せ字）',
    access: onScreen(screen),
    query: memberListQuery,
    answer: listOf(memberListItem),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/member/export',
    summary: '会員一覧の出力（CSV・Excel用、個人情報を含む。操作ログに記録）',
    access: onScreen(screen, 'export', headOffice),
    query: memberListQuery,
    answer: listOf(memberListItem),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/member/detail/:id',
    summary: '会員の詳細（ランク履歴、来場・利用金額の集計つき）',
    access: onScreen(screen),
    params: idParams,
    answer: member,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/member/update',
    summary: '会員を更新（個人情報は出力権限のあるロールのみ変更可、ランク変更は履歴に記録）',
    access: onScreen(screen, 'update', headOffice),
    body: memberUpdateBody,
    answer: member,
    errors: ['stale_version', 'conflict'],
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/member/status',
    summary: '会員を停止・停止解除・退会（理由つき、退会は取り消せない）',
    access: onScreen(screen, 'update', headOffice),
    body: memberStatusBody,
    answer: member,
    errors: ['stale_version', 'conflict'],
  }),
  adjustPoints: endpoint({
    method: 'POST',
    path: '/api/member/adjustPoints',
    summary: 'ポイントを調整（理由つき、保有ポイントを超えて減らすことはできない）',
    access: onScreen(screen, 'update', headOffice),
    body: pointAdjustBody,
    answer: member,
    errors: ['conflict'],
  }),
  points: endpoint({
    method: 'GET',
    path: '/api/member/points/:id',
    summary: '会員のポイント履歴（付与・付与取消・利用・失効・調整、新しい順）',
    access: onScreen(screen),
    params: idParams,
    query: memberPagedQuery,
    answer: listOf(pointEntry),
  }),
  purchases: endpoint({
    method: 'GET',
    path: '/api/member/purchases/:id',
    summary: '会員の来場・購入履歴（会員番号のある取引、新しい順）',
    access: onScreen(screen),
    params: idParams,
    query: memberPagedQuery,
    answer: listOf(memberPurchase),
  }),
};

export const memberDeviceEndpoints = {
  lookup: endpoint({
    method: 'GET',
    path: '/api/device/member',
    summary: '会員を会員番号またはカードのQRで照会（ランク、特典、利用できるポイント、状態）',
    description:
      '`code` に会員番号（例：CL00000001）か会員カードのQRの内容（`CMEMBER:` で始まる）を渡します。端末のブランドの会員だけを返し、見つからなければ 404 `not_found` です。`active` が false（停止・退会・期限切れ）の会員にはポイントを付与せず、特典も適用しません。保有ポイントがマイナスのとき（付与済みポイントを利用した後の払戻）`usablePoints` は 0 です。ポイント払い（決済種別 ポイント、1ポイント＝1円）は `usablePoints` まで。`fees` は会員制度の会費（税込）で、会費の明細（membershipFee）の単価です。`coupons` は会員が保有していて今使えるクーポン（シリアル番号、割引、有効期限）で、会計ではシリアル番号をクーポンの利用に渡します。',
    access: deviceAccess,
    query: deviceMemberQuery,
    answer: deviceMember,
    examples: {
      answer: {
        memberNo: 'CL00000001',
        name: '青木 一郎',
        status: 'active',
        active: true,
        validUntil: '2027-03-31',
        rank: { rank: 2, name: 'シルバー', color: '#8c8c8c' },
        benefits: { discountKind: 'yen', discountValue: 100, presaleDays: 2 },
        usablePoints: 340,
        fees: { join: 500, annual: 1000, renewal: 0, card: 0 },
        coupons: [
          {
            serial: 'K7QM-3XPA-9D2F',
            name: '会員100円引きクーポン',
            discountKind: 'amountOff',
            discountAmount: 100,
            expiresOn: '2026-12-31',
          },
        ],
      },
    },
  }),
};
