import { z } from 'zod';
import { option } from './common.js';
import { labelled } from './enums.js';
import { withMeta } from './field-meta.js';
import { choice, flag, optionalText, refId } from './fields.js';
import { uploadedImageRef } from './files.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';
import { contrastRatio, isHexColor, MIN_CONTRAST } from './website-color.js';

// 会員サイト (docs/membership.md, "会員サイト"): what members see on the cinema website — the card's look, the sign-up
// form's fields, 利用規約 and the privacy text, the member pages' texts and the 会員制度 web sign-ups join. One setting
// per brand, saved whole at the version the form read (0: never saved), edited on /endUser-customizePage.

export const memberSiteLabels = {
  signupEnabled: '会員サイトで入会を受け付ける',
  signupSystemId: '入会する会員制度',
  cardBackgroundColor: 'カードの背景色',
  cardTextColor: 'カードの文字色',
  cardImage: 'カードの背景画像',
  cardCode: 'カードに表示するコード',
  signupFields: '入会フォームの項目',
  termsText: '利用規約',
  privacyText: '個人情報の取り扱い',
  welcomeText: 'マイページのごあいさつ',
  notesText: 'マイページの注意事項',
} as const;
const L = memberSiteLabels;

/** The sign-up form's fields head office chooses; 氏名, メールアドレス and パスワード are always asked. */
export const signupFieldKeys = ['kana', 'birthDate', 'gender', 'postalCode', 'prefectureCode', 'phone'] as const;
export type SignupFieldKey = (typeof signupFieldKeys)[number];
export const signupFieldLabels: Record<SignupFieldKey, string> = {
  kana: '氏名（カナ）',
  birthDate: '生年月日',
  gender: '性別',
  postalCode: '郵便番号',
  prefectureCode: '都道府県',
  phone: '電話番号',
};
export const signupFieldMode = labelled(['hidden', 'optional', 'required'], {
  hidden: '表示しない',
  optional: '任意',
  required: '必須',
});
export type SignupFieldMode = (typeof signupFieldMode.values)[number];

/** What the card carries besides the printed 会員番号 (the QR holds `memberCardQr`, as the counters read it). */
/**
 * How the card's CODE128 barcode of the 会員番号 is drawn (bwip-js options), the same on マイページ and in the console's
 * preview: bars 2 px a module, 12 mm high, a quiet zone around them.
 */
export const memberCardBarcode = (memberNo: string) =>
  ({ bcid: 'code128', text: memberNo, scale: 2, height: 12, paddingwidth: 6, paddingheight: 4 }) as const;

export const memberCardCode = labelled(['qr', 'barcode', 'none'], {
  qr: 'QRコード',
  barcode: 'バーコード（CODE128）',
  none: '表示しない（会員番号のみ）',
});
export type MemberCardCode = (typeof memberCardCode.values)[number];

const hexColor = (label: string) =>
  withMeta(
    cleanString(label, { typeMessage: ja.required(label) })
      .trim()
      .refine(isHexColor, `「${label}」は#RRGGBB形式で入力してください`)
      .transform((v) => v.toLowerCase()),
    { label },
  );

const modeField = (key: SignupFieldKey) => choice(signupFieldMode, signupFieldLabels[key]).default('optional');
export const signupFields = z.object({
  kana: modeField('kana').default('required'),
  birthDate: modeField('birthDate'),
  gender: modeField('gender'),
  postalCode: modeField('postalCode'),
  prefectureCode: modeField('prefectureCode'),
  phone: modeField('phone'),
});
export type SignupFields = z.infer<typeof signupFields>;

export const MEMBER_SITE_TEXT_MAX = 20_000;
const longText = (label: string, max = MEMBER_SITE_TEXT_MAX) => optionalText(label, max);

export const memberSiteMessages = {
  contrast: (ratio: number) =>
    `「カードの文字色」と「カードの背景色」のコントラスト比が${ratio.toFixed(2)}:1です。${MIN_CONTRAST}:1以上にしてください`,
  systemRequired: '入会を受け付けるときは「入会する会員制度」を選択してください',
  noSystem: '会員制度がありません。先に「会員制度」を登録してください',
};

const defaultSignupFields: SignupFields = {
  kana: 'required',
  birthDate: 'optional',
  gender: 'optional',
  postalCode: 'optional',
  prefectureCode: 'optional',
  phone: 'optional',
};

export const memberSiteSettingBody = z
  .object({
    signupEnabled: flag(L.signupEnabled).default(false),
    signupSystemId: refId(L.signupSystemId)
      .nullish()
      .transform((v) => v ?? null),
    cardBackgroundColor: hexColor(L.cardBackgroundColor),
    cardTextColor: hexColor(L.cardTextColor),
    cardImage: withMeta(
      uploadedImageRef.nullish().transform((v) => v ?? null),
      { label: L.cardImage },
    ),
    cardCode: choice(memberCardCode, L.cardCode).default('qr'),
    signupFields: signupFields.default({ ...defaultSignupFields }),
    termsText: longText(L.termsText),
    privacyText: longText(L.privacyText),
    welcomeText: longText(L.welcomeText, 2000),
    notesText: longText(L.notesText, 2000),
    /** The version the form read: 0 when the brand has never saved it. */
    version: z
      .number({ error: ja.required('バージョン') })
      .int()
      .min(0)
      .max(2_147_483_647),
  })
  .superRefine((v, ctx) => {
    // The card's text on its background: WCAG AA for normal text, as the website's theme (website-color.ts).
    const ratio = contrastRatio(v.cardTextColor, v.cardBackgroundColor);
    if (ratio < MIN_CONTRAST)
      ctx.addIssue({ code: 'custom', path: ['cardTextColor'], message: memberSiteMessages.contrast(ratio) });
  });
export type MemberSiteSettingBody = z.infer<typeof memberSiteSettingBody>;
export type MemberSiteSettingInput = z.input<typeof memberSiteSettingBody>;

/** What a brand that never saved its settings has. */
export const memberSiteDefaults: Omit<MemberSiteSettingBody, 'version'> = {
  signupEnabled: false,
  signupSystemId: null,
  cardBackgroundColor: '#1f3a5f',
  cardTextColor: '#ffffff',
  cardImage: null,
  cardCode: 'qr',
  signupFields: defaultSignupFields,
  termsText: null,
  privacyText: null,
  welcomeText: null,
  notesText: null,
};

export const memberSiteSetting = z.object({
  signupEnabled: z.boolean(),
  signupSystemId: z.number().int().nullable(),
  cardBackgroundColor: z.string(),
  cardTextColor: z.string(),
  cardImage: z.object({ fileId: z.number().int().nullable(), url: z.string() }).nullable(),
  cardCode: z.enum(memberCardCode.values),
  signupFields: z.record(z.enum(signupFieldKeys), z.enum(signupFieldMode.values)),
  termsText: z.string().nullable(),
  privacyText: z.string().nullable(),
  welcomeText: z.string().nullable(),
  notesText: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /** What the form picks from: the brand's 会員制度. */
  systems: z.array(option),
  /** The brand's code: the member pages live at /site/{brandCode}/{cinema}/member/. */
  brandCode: z.string(),
});
export type MemberSiteSetting = z.infer<typeof memberSiteSetting>;
