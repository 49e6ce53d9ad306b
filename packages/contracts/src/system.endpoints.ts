import { z } from 'zod';
import { prefecture, region } from './address.js';
import { endpoint, onScreen, sessionAccess } from './endpoint.js';
import { dictionarySchema } from './enums.js';
import { globalSettings, globalSettingsUpdateBody, labelledOption, systemSetting } from './system.js';

// Reference lists every screen reads, and the platform settings (/setting-global).
export const systemEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/api/system/types',
    summary: '区分値の辞書（劇場の状態・税率・端数処理など、値と表示名）',
    access: sessionAccess,
    answer: dictionarySchema,
  }),
  regions: endpoint({
    method: 'GET',
    path: '/api/system/regions',
    summary: '地方と、それぞれに属する都道府県コード',
    access: sessionAccess,
    answer: z.array(region),
  }),
  prefectures: endpoint({
    method: 'GET',
    path: '/api/cl/address/prefecture-list',
    summary: '都道府県の一覧（JIS コード順）',
    access: sessionAccess,
    answer: z.array(prefecture),
  }),
  groupList: endpoint({
    method: 'GET',
    path: '/api/group/list',
    summary: '売店グループの一覧（商品・レポートの分類）',
    access: sessionAccess,
    answer: z.array(labelledOption),
  }),
  groupListForCoupon: endpoint({
    method: 'GET',
    path: '/api/group/listForCoupon',
    summary: 'クーポンで割引できる売店グループ（手数料・企画を除く）',
    access: sessionAccess,
    answer: z.array(labelledOption),
  }),
  setting: endpoint({
    method: 'GET',
    path: '/api/system/setting',
    summary: 'ログイン中のブランドの端数処理とブランドコード',
    access: sessionAccess,
    answer: systemSetting,
  }),
  globalSetting: endpoint({
    method: 'GET',
    path: '/api/system/globalSetting',
    summary: '全体設定（パスワード期限・ログイン制限・端数処理・特別レポート）',
    access: onScreen('/setting-global'),
    answer: globalSettings,
  }),
  updateGlobalSetting: endpoint({
    method: 'PUT',
    path: '/api/system/globalSetting',
    summary: '全体設定を更新',
    access: onScreen('/setting-global', 'update'),
    body: globalSettingsUpdateBody,
    answer: globalSettings,
    errors: ['stale_version'],
  }),
};
