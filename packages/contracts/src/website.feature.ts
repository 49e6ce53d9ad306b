import { defineFeature } from './feature.js';
import { r } from './route-types.js';
import { websiteEndpoints } from './website.endpoints.js';

// 劇場サイト (docs/website.md): each cinema's staff edit their own public website (SPEC: cinema only), under the
// `website` module's permissions. The public site itself is not a console screen (apps/api …/website-public).
const CINEMA = ['cinema'] as const;
const page = (path: string, label: string, menu = true) =>
  r({ path, group: 'cinemaWebsite', label, roles: CINEMA, module: 'website', menu });

export const websiteFeature = defineFeature({
  key: 'website',
  label: '劇場サイト',
  endpoints: { website: { endpoints: websiteEndpoints } },
  routes: [
    page('/news', 'お知らせ'),
    page('/news/create', 'お知らせ作成', false),
    page('/news/update/:id', 'お知らせ編集', false),
    page('/custom', '自由ページ'),
    page('/custom/create', '自由ページ作成', false),
    page('/custom/update/:id', '自由ページ編集', false),
    page('/priceTable', '料金表'),
    page('/priceTable/create', '料金表作成', false),
    page('/priceTable/update/:id', '料金表編集', false),
    page('/admissionInfo', '入場案内'),
    page('/notice', 'ご注意事項'),
    page('/commonProblems', 'よくある質問'),
    page('/rentalSpace', '貸切・レンタルスペース'),
    page('/privacyPolicy', 'プライバシーポリシー'),
    page('/serviceTerms', '利用規約'),
    page('/companyInfo', '会社概要'),
    page('/websiteInformation', 'サイト情報'),
    page('/websiteSetting', 'サイト設定'),
    page('/colorStyleSetting', 'カラー・ロゴ'),
  ],
  audits: { websitePage: '劇場サイトのページ' },
});
