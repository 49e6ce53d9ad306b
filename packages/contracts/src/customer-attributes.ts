import { z } from 'zod';
import { prefectures } from './address.js';
import { labelled } from './enums.js';

// Customer attributes a POS or kiosk may record with a sale (docs/device-api.md, "customer attributes"): 居住地 (都道府県,
// JIS X 0401), 年代 and 性別, as a cashier asks them or a kiosk's last screen offers them. Read by R10 and 客数・客層報告
// (docs/reports.md, "特別レポート").

/** 年代 as Japanese POS count them: under 20 in one band (〜19歳), then by decade, 70 and over in one band. */
export const ageBand = labelled(['10s', '20s', '30s', '40s', '50s', '60s', '70s+'], {
  '10s': '〜19歳',
  '20s': '20代',
  '30s': '30代',
  '40s': '40代',
  '50s': '50代',
  '60s': '60代',
  '70s+': '70歳以上',
});
export type AgeBand = (typeof ageBand.values)[number];

export const customerGender = labelled(['male', 'female', 'other', 'unanswered'], {
  male: '男性',
  female: '女性',
  other: 'その他',
  unanswered: '未回答',
});
export type CustomerGender = (typeof customerGender.values)[number];

/** What a report shows for an attribute the sale did not carry (R10 keys it '', and 性別 'unanswered'). */
export const UNANSWERED_LABEL = '未回答';

const prefectureCodes = prefectures.map((p) => p.code) as [string, ...string[]];

export const customerAttributes = z
  .object({
    prefecture: z
      .enum(prefectureCodes, {
        error: '「customer.prefecture」は都道府県コード（JIS X 0401 の2桁、01〜47）で指定してください',
      })
      .optional()
      .describe('居住地の都道府県コード（JIS X 0401、"01" 北海道〜"47" 沖縄県、2桁の文字列）'),
    ageBand: z
      .enum(ageBand.values, {
        error: `「customer.ageBand」は ${ageBand.values.join(', ')} のいずれかで指定してください`,
      })
      .optional()
      .describe(
        `年代: ${ageBand.values.map((v) => `${v}（${ageBand.labels[v]}）`).join('、')}。10s は20歳未満すべてです。`,
      ),
    gender: z
      .enum(customerGender.values, {
        error: `「customer.gender」は ${customerGender.values.join(', ')} のいずれかで指定してください`,
      })
      .optional()
      .describe(`性別: ${customerGender.values.map((v) => `${v}（${customerGender.labels[v]}）`).join('、')}`),
  })
  .describe(
    'お客様の属性（任意）。レジで伺った、または券売機で選ばれた居住地・年代・性別。どれも省略でき、省略した項目は客数・客層報告で「未回答」に数えます。',
  );
export type CustomerAttributes = z.infer<typeof customerAttributes>;

/** The columns a sale stores them in (null when not given). */
export const customerColumns = (c: CustomerAttributes | undefined) => ({
  customerPrefecture: c?.prefecture ?? null,
  customerAgeBand: c?.ageBand ?? null,
  customerGender: c?.gender ?? null,
});
