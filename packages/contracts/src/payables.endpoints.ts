import { endpoint, onScreen } from './endpoint.js';
import { idParams } from './fields.js';
import {
  PAYABLE_SCREEN,
  payableCancelBody,
  payableDetail,
  payableEntry,
  payableItem,
  payableList,
  payableListQuery,
  payableOffsetBody,
  payableOptions,
  payablePayBody,
  payablePurchaseBody,
} from './payables.js';
import { z } from 'zod';
import { closingMonthField } from './daily-closing.js';

// 買掛・未払 (docs/accounting.md, "買掛・未払"): head office's alone (superAdmin acting as a brand, and brand).
const headOffice = ['brand'] as const;

export const payableEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/accountPayable/list',
    summary: '買掛・未払一覧: 対象月（既定は当月）の取引先ごとの前月末残高、当月発生、当月支払、相殺、残高、支払予定日',
    access: onScreen(PAYABLE_SCREEN),
    query: payableListQuery,
    answer: payableList,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/accountPayable/detail/:id',
    summary: '取引先の買掛・未払（映画料・仕入）と支払・相殺の履歴',
    access: onScreen(PAYABLE_SCREEN),
    params: idParams,
    query: z.object({ month: closingMonthField.optional() }),
    answer: payableDetail,
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/accountPayable/options',
    summary: '仕入計上・支払登録の選択肢（取引先、仕入先、劇場、支払口座）',
    access: onScreen(PAYABLE_SCREEN),
    answer: payableOptions,
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/api/accountPayable/purchase',
    summary: '仕入計上（仕入先・劇場・計上日・税率ごとの税抜金額・摘要、本部のみ）',
    access: onScreen(PAYABLE_SCREEN, 'create', headOffice),
    body: payablePurchaseBody,
    answer: payableItem,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/api/accountPayable/pay',
    summary: '支払登録（一部支払可、残高を超える支払は不可、本部のみ）',
    access: onScreen(PAYABLE_SCREEN, 'update', headOffice),
    body: payablePayBody,
    answer: payableEntry,
    errors: ['stale_version'],
  }),
  offset: endpoint({
    method: 'POST',
    path: '/api/accountPayable/offset',
    summary: '相殺（前売券精算など、理由必須、残高を超える相殺は不可、本部のみ）',
    access: onScreen(PAYABLE_SCREEN, 'update', headOffice),
    body: payableOffsetBody,
    answer: payableEntry,
    errors: ['stale_version'],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/accountPayable/cancel',
    summary: '支払・相殺の取消（理由必須、本部のみ）',
    access: onScreen(PAYABLE_SCREEN, 'update', headOffice),
    body: payableCancelBody,
    answer: payableEntry,
    errors: ['conflict', 'stale_version'],
  }),
};
