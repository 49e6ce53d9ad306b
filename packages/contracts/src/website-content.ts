import { z } from 'zod';
import { dateTimeField } from './dates.js';
import { withMeta } from './field-meta.js';
import { choice, flag, optionalText, requiredText, url } from './fields.js';
import { uploadedImageRef } from './files.js';
import { ja } from './messages.js';
import { cleanString } from './text.js';
import {
  menuPlacement,
  newsCategory,
  websiteLabels as L,
  websiteMessages,
  websiteSection,
  type WebsitePageKind,
} from './website.js';
import { contrastRatio, isHexColor, MIN_CONTRAST } from './website-color.js';

// Each 劇場サイト page kind's content (docs/website.md): what its editor sends, the API stores in the draft and the
// public page renders. Rich text is HTML the server's sanitiser cuts to an allow-list before it is stored.

/** Rich text: HTML from the editor, kept after the server's allow-list sanitiser (docs/website.md). */
export const RICH_TEXT_MAX = 50_000;
const richText = (label: string) =>
  withMeta(
    z
      .string({ error: ja.invalidFormat(label) })
      .max(RICH_TEXT_MAX, ja.maxLength(label, RICH_TEXT_MAX))
      .default(''),
    { label },
  );
const title = requiredText(L.title, 100);
const image = (label: string) =>
  withMeta(
    uploadedImageRef.nullish().transform((v) => v ?? null),
    { label },
  );
const hexColor = (label: string) =>
  withMeta(
    z
      .string({ error: ja.required(label) })
      .trim()
      .refine(isHexColor, `「${label}」は#RRGGBB形式で入力してください`)
      .transform((v) => v.toLowerCase()),
    { label },
  );

export const newsContent = z.object({
  title,
  category: choice(newsCategory, L.category).default('info'),
  body: richText(L.body),
  image: image(L.image),
  pinned: flag(L.pinned).default(false),
  displayFrom: dateTimeField(L.displayFrom)
    .nullish()
    .transform((v) => v ?? null),
  displayUntil: dateTimeField(L.displayUntil)
    .nullish()
    .transform((v) => v ?? null),
});
export const customContent = z.object({
  title,
  path: withMeta(
    z
      .string({ error: ja.required(L.path) })
      .trim()
      .min(1, ja.required(L.path))
      .max(60, ja.maxLength(L.path, 60))
      .regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        `「${L.path}」は半角英小文字・数字とハイフンで入力してください（例：access）`,
      ),
    { label: L.path, help: '公開URLの末尾（/pages/access など）' },
  ),
  body: richText(L.body),
  menu: choice(menuPlacement, L.menu).default('none'),
});
export const priceRow = z.object({
  label: requiredText(L.rowLabel, 60),
  price: z
    .number({ error: ja.required(L.rowPrice) })
    .int()
    .min(0, ja.numberRange(L.rowPrice, 0, 99_999))
    .max(99_999, ja.numberRange(L.rowPrice, 0, 99_999))
    .nullable(),
  note: optionalText(L.rowNote, 100, { multiline: false }),
});
export type PriceRow = z.infer<typeof priceRow>;
export const priceTableContent = z.object({
  title,
  templateId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  rows: z.array(priceRow).max(60, '料金は60行までです'),
  notes: richText(L.notes),
});
export const textPageContent = z.object({ title, body: richText(L.body) });
export const faqContent = z.object({
  title,
  items: withMeta(
    z
      .array(z.object({ question: requiredText(L.question, 200), answer: richText(L.answer) }))
      .max(100, '質問は100件までです'),
    { label: L.items },
  ),
});
export const rentalSpaceContent = z.object({
  title,
  body: richText(L.body),
  inquiryEnabled: flag(L.inquiryEnabled).default(false),
  inquiryEmail: withMeta(
    z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(v), ja.invalidEmail)
      .nullish()
      .transform((v) => (v ? v : null)),
    { label: L.inquiryEmail, help: '空欄なら劇場のメールアドレスに届きます' },
  ),
});
export const websiteInformationContent = z.object({
  siteName: requiredText(L.siteName, 60),
  description: optionalText(L.description, 300),
  ogImage: image(L.ogImage),
  xUrl: url(L.xUrl),
  instagramUrl: url(L.instagramUrl),
  facebookUrl: url(L.facebookUrl),
  lineUrl: url(L.lineUrl),
  youtubeUrl: url(L.youtubeUrl),
  analyticsId: withMeta(
    cleanString(L.analyticsId)
      .trim()
      .refine(
        (v) => v === '' || /^G-[A-Z0-9]{4,12}$/.test(v),
        `「${L.analyticsId}」はG-から始まる測定IDを入力してください`,
      )
      .nullish()
      .transform((v) => (v ? v : null)),
    { label: L.analyticsId },
  ),
});
const sections = (label: string) =>
  withMeta(
    z
      .array(z.enum(websiteSection.values, { error: ja.requiredSelect(label) }))
      .max(websiteSection.values.length)
      .refine((v) => new Set(v).size === v.length, `「${label}」に同じ項目が2回あります`),
    { label },
  );
export const websiteSettingContent = z.object({
  menuSections: sections(L.menuSections),
  topSections: sections(L.topSections),
  showBookingLink: flag(L.showBookingLink).default(true),
});
export const colorStyleContent = z
  .object({
    primaryColor: hexColor(L.primaryColor),
    textColor: hexColor(L.textColor),
    backgroundColor: hexColor(L.backgroundColor),
    logo: image(L.logo),
  })
  .superRefine((v, ctx) => {
    // Body text on the background, and white button text on the main colour: WCAG AA for normal text.
    const text = contrastRatio(v.textColor, v.backgroundColor);
    if (text < MIN_CONTRAST)
      ctx.addIssue({ code: 'custom', path: ['textColor'], message: websiteMessages.contrast('文字色と背景色', text) });
    const button = contrastRatio('#ffffff', v.primaryColor);
    if (button < MIN_CONTRAST)
      ctx.addIssue({
        code: 'custom',
        path: ['primaryColor'],
        message: websiteMessages.contrast('メインカラーと白い文字', button),
      });
  });

/** Each kind's content: what its editor sends and the public page renders. */
export const websiteContentSchemas = {
  news: newsContent,
  custom: customContent,
  priceTable: priceTableContent,
  admissionInfo: textPageContent,
  notice: textPageContent,
  commonProblems: faqContent,
  rentalSpace: rentalSpaceContent,
  privacyPolicy: textPageContent,
  serviceTerms: textPageContent,
  companyInfo: textPageContent,
  websiteInformation: websiteInformationContent,
  websiteSetting: websiteSettingContent,
  colorStyleSetting: colorStyleContent,
} as const satisfies Record<WebsitePageKind, z.ZodType>;
export type WebsiteContentOf<K extends WebsitePageKind> = z.infer<(typeof websiteContentSchemas)[K]>;
export type WebsiteContentInputOf<K extends WebsitePageKind> = z.input<(typeof websiteContentSchemas)[K]>;

export const priceSuggestionQuery = z.object({ templateId: z.coerce.number().int().positive() });
export const priceSuggestion = z.object({
  templateId: z.number().int(),
  templateName: z.string(),
  // An answer: plain types (the serialiser cannot write a form field's transforms).
  rows: z.array(z.object({ label: z.string(), price: z.number().int().nullable(), note: z.string().nullable() })),
});
