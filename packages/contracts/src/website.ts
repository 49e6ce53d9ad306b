import { z } from 'zod';
import { listOf, listQuery } from './common.js';
import { dateTimeField } from './dates.js';
import { labelled } from './enums.js';
import { versionField } from './fields.js';
import { ja } from './messages.js';
import { MIN_CONTRAST } from './website-color.js';

// 劇場サイト (docs/website.md): a cinema's public website, edited page by page. Every page is one record of a kind with
// a 下書き (draft) and what is 公開 (published); 公開 copies the draft, now or at a set time; every save and publish
// is a revision that can be restored into the draft. Collections (お知らせ, 自由ページ, 料金表) have many pages, the
// others one per cinema. Rich text arrives as HTML and is kept only after the server's sanitiser (an allow-list).

export const websiteCollectionKind = labelled(['news', 'custom', 'priceTable'], {
  news: 'お知らせ',
  custom: '自由ページ',
  priceTable: '料金表',
});
export const websiteSingleKind = labelled(
  [
    'admissionInfo',
    'notice',
    'commonProblems',
    'rentalSpace',
    'privacyPolicy',
    'serviceTerms',
    'companyInfo',
    'websiteInformation',
    'websiteSetting',
    'colorStyleSetting',
  ],
  {
    admissionInfo: '入場案内',
    notice: 'ご注意事項',
    commonProblems: 'よくある質問',
    rentalSpace: '貸切・レンタルスペース',
    privacyPolicy: 'プライバシーポリシー',
    serviceTerms: '利用規約',
    companyInfo: '会社概要',
    websiteInformation: 'サイト情報',
    websiteSetting: 'サイト設定',
    colorStyleSetting: 'カラー・ロゴ',
  },
);
export const websitePageKind = labelled([...websiteCollectionKind.values, ...websiteSingleKind.values], {
  ...websiteCollectionKind.labels,
  ...websiteSingleKind.labels,
});
export type WebsiteCollectionKind = (typeof websiteCollectionKind.values)[number];
export type WebsiteSingleKind = (typeof websiteSingleKind.values)[number];
export type WebsitePageKind = (typeof websitePageKind.values)[number];

export const websitePageStatus = labelled(['draft', 'scheduled', 'published', 'changed', 'unpublished'], {
  draft: '下書き',
  scheduled: '公開予約',
  published: '公開中',
  changed: '公開中（未公開の変更あり）',
  unpublished: '非公開',
});
export type WebsitePageStatus = (typeof websitePageStatus.values)[number];

export const newsCategory = labelled(['info', 'event', 'campaign', 'important'], {
  info: 'お知らせ',
  event: 'イベント',
  campaign: 'キャンペーン',
  important: '重要',
});
export const menuPlacement = labelled(['none', 'header', 'footer'], {
  none: 'メニューに出さない',
  header: 'ヘッダー',
  footer: 'フッター',
});
/** The public sections a visitor can reach, in the order a menu or the top page may show them. */
export const websiteSection = labelled(
  ['schedule', 'films', 'news', 'priceTable', 'admissionInfo', 'notice', 'commonProblems', 'rentalSpace', 'access'],
  {
    schedule: '上映スケジュール',
    films: '作品',
    news: 'お知らせ',
    priceTable: '料金',
    admissionInfo: '入場案内',
    notice: 'ご注意事項',
    commonProblems: 'よくある質問',
    rentalSpace: '貸切・レンタル',
    access: 'アクセス',
  },
);
export type WebsiteSection = (typeof websiteSection.values)[number];

export const websiteLabels = {
  kind: '種類',
  title: 'タイトル',
  body: '本文',
  category: 'カテゴリ',
  image: '画像',
  pinned: '上部に固定',
  displayFrom: '掲載開始',
  displayUntil: '掲載終了',
  path: 'パス',
  menu: 'メニュー',
  rows: '料金',
  rowLabel: '区分',
  rowPrice: '料金（税込）',
  rowNote: '備考',
  notes: '注記',
  templateId: '料金テンプレート',
  items: '質問と回答',
  question: '質問',
  answer: '回答',
  inquiryEnabled: 'お問い合わせフォーム',
  inquiryEmail: 'お問い合わせの送信先',
  siteName: 'サイト名',
  description: 'サイトの説明',
  ogImage: 'OGP画像',
  xUrl: 'X（旧Twitter）',
  instagramUrl: 'Instagram',
  facebookUrl: 'Facebook',
  lineUrl: 'LINE',
  youtubeUrl: 'YouTube',
  analyticsId: 'アナリティクスID',
  menuSections: 'メニュー',
  topSections: 'トップページの構成',
  showBookingLink: 'オンライン予約へのリンク',
  primaryColor: 'メインカラー',
  textColor: '文字色',
  backgroundColor: '背景色',
  logo: 'ロゴ',
  status: '状態',
  publishAt: '公開日時',
  updatedAt: '更新日時',
  publishedAt: '公開日時',
  revision: '版',
  keyword: 'キーワード',
} as const;
const L = websiteLabels;

export const websiteMessages = {
  saved: '下書きを保存しました',
  published: '公開しました',
  scheduled: (at: string) => `${at}に公開するよう予約しました`,
  unpublished: '非公開にしました',
  restored: (no: number) => `第${no}版を下書きに戻しました（公開するまでサイトは変わりません）`,
  pathTaken: 'このパスはすでに使われています',
  singleExists: 'このページはすでにあります',
  notCollection: 'このページは削除できません（非公開にしてください）',
  publishAtPast: '「公開日時」は現在より後の日時を指定してください',
  nothingToPublish: '公開する内容がありません',
  contrast: (what: string, ratio: number) =>
    `${what}のコントラスト比が${ratio.toFixed(2)}:1です。読みやすさのため${MIN_CONTRAST}:1以上にしてください`,
} as const;

/** Any kind's content on the wire; the API checks it against its kind's schema (websiteContentSchemas). */
const anyContent = z.record(z.string(), z.unknown(), { error: ja.required('内容') });
export type WebsiteContent = Record<string, unknown>;

export const websitePage = z.object({
  id: z.number().int(),
  cinemaId: z.number().int(),
  kind: z.enum(websitePageKind.values),
  status: z.enum(websitePageStatus.values),
  draft: anyContent,
  published: anyContent.nullable(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** Where the published page is on the public site (relative to the cinema's site root). */
  publicPath: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type WebsitePage = z.infer<typeof websitePage>;

export const websitePageListItem = z.object({
  id: z.number().int(),
  kind: z.enum(websitePageKind.values),
  title: z.string(),
  status: z.enum(websitePageStatus.values),
  category: z.string().nullable(),
  pinned: z.boolean(),
  path: z.string().nullable(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publicPath: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type WebsitePageListItem = z.infer<typeof websitePageListItem>;
export const websitePageList = listOf(websitePageListItem);

export const websitePageListQuery = listQuery.extend({
  kind: z.enum(websiteCollectionKind.values, { error: ja.requiredSelect(L.kind) }),
  status: z.enum(websitePageStatus.values).optional(),
});
export type WebsitePageListQuery = z.infer<typeof websitePageListQuery>;

export const websiteKindParams = z.object({
  kind: z.enum(websiteSingleKind.values, { error: ja.requiredSelect(L.kind) }),
});

export const websitePageCreateBody = z.object({
  kind: z.enum(websitePageKind.values, { error: ja.requiredSelect(L.kind) }),
  content: anyContent,
});
export type WebsitePageCreateBody = z.infer<typeof websitePageCreateBody>;
export const websitePageUpdateBody = z.object({
  id: z.number().int().positive(),
  version: versionField,
  content: anyContent,
});
export type WebsitePageUpdateBody = z.infer<typeof websitePageUpdateBody>;
export const websitePublishBody = z.object({
  id: z.number().int().positive(),
  version: versionField,
  /** Empty: now. */
  publishAt: dateTimeField(L.publishAt)
    .nullish()
    .transform((v) => v ?? null),
});
export type WebsitePublishBody = z.infer<typeof websitePublishBody>;
export const websiteVersionBody = z.object({ id: z.number().int().positive(), version: versionField });
export const websiteRestoreBody = websiteVersionBody.extend({
  revisionNo: z
    .number({ error: ja.requiredSelect('版') })
    .int()
    .positive(),
});
export type WebsiteRestoreBody = z.infer<typeof websiteRestoreBody>;

export const websiteRevisionAction = labelled(['save', 'publish', 'unpublish', 'restore'], {
  save: '下書き保存',
  publish: '公開',
  unpublish: '非公開',
  restore: '復元',
});
export const websiteRevision = z.object({
  no: z.number().int(),
  action: z.enum(websiteRevisionAction.values),
  title: z.string(),
  content: anyContent,
  at: z.string(),
  byName: z.string().nullable(),
});
export type WebsiteRevision = z.infer<typeof websiteRevision>;

export const websitePreviewBody = z.object({
  kind: z.enum(websitePageKind.values, { error: ja.requiredSelect(L.kind) }),
  content: anyContent,
  id: z.number().int().positive().nullish(),
});
export const websitePreview = z.object({
  /** The public page as it would be with this content, a whole HTML document (shown in a sandboxed frame). */
  html: z.string(),
  /** What the content's check found (the preview shows what it can). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

export const websiteOptions = z.object({
  cinemaId: z.number().int(),
  cinemaName: z.string(),
  /** The public site of this cinema as this program serves it, /site/{brand}/{cinema}/ (also on a brand's domain). */
  siteUrl: z.string(),
  priceTemplates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type WebsiteOptions = z.infer<typeof websiteOptions>;

const singlePaths: Record<WebsiteSingleKind, string> = {
  admissionInfo: 'admission',
  notice: 'notice',
  commonProblems: 'faq',
  rentalSpace: 'rental',
  privacyPolicy: 'privacy',
  serviceTerms: 'terms',
  companyInfo: 'company',
  websiteInformation: '',
  websiteSetting: '',
  colorStyleSetting: '',
};

/**
 * Where a page shows on the public site, relative to the cinema's site root ('' is the top page): news/12,
 * pages/access, price (every 料金表 together), admission… The settings pages show on every page, so at the top.
 */
export function websitePublicPath(kind: WebsitePageKind, id: number | null, content: Record<string, unknown>): string {
  if (kind === 'news') return id === null ? 'news' : `news/${id}`;
  if (kind === 'custom') return typeof content.path === 'string' && content.path ? `pages/${content.path}` : '';
  if (kind === 'priceTable') return 'price';
  return singlePaths[kind];
}
