import { endpoint, onScreen } from './endpoint.js';
import { memberSiteSetting, memberSiteSettingBody } from './member-site.js';

// 会員サイト設定 (docs/membership.md, "会員サイト"): head office's alone, one setting per brand.
const screen = '/endUser-customizePage';
const headOffice = ['brand'] as const;

export const memberSiteEndpoints = {
  detail: endpoint({
    method: 'GET',
    path: '/api/endUser/customizePage/detail',
    summary: '会員サイト設定（会員カード、入会フォームの項目、規約、マイページの文言、入会する会員制度）と選択肢',
    access: onScreen(screen, 'view', headOffice),
    answer: memberSiteSetting,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/endUser/customizePage/update',
    summary: '会員サイト設定を保存（本部のみ、読み込んだバージョンのときだけ）',
    access: onScreen(screen, 'update', headOffice),
    body: memberSiteSettingBody,
    answer: memberSiteSetting,
    errors: ['stale_version'],
  }),
};
