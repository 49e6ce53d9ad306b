import { z } from 'zod';
import { isBankKana, toBankKana } from './bank-kana.js';
import { labelled } from './enums.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';
import { cleanString } from './text.js';

// A bank account as a transfer needs it (全銀): bank and branch from the 全銀 master, 普通/当座,
// a seven-digit number and the holder's name in half-width kana. Used by 入金口座 and by a client's 振込先.
export const bankAccountType = labelled(['ordinary', 'current'], { ordinary: '普通', current: '当座' });
export type BankAccountType = (typeof bankAccountType.values)[number];

export const bankAccountLabels = {
  bankCode: '金融機関',
  branchCode: '支店',
  accountType: '預金種目',
  accountNumber: '口座番号',
  accountHolder: '口座名義（半角カナ）',
} as const;
const L = bankAccountLabels;

const digits = (label: string, n: number, hint: string) =>
  z
    .string({ error: ja.requiredSelect(label) })
    .transform((v) => toAsciiText(v).trim())
    .pipe(z.string().regex(new RegExp(`^\\d{${n}}$`), hint));

export const bankCodeField = digits(L.bankCode, 4, ja.requiredSelect(L.bankCode));
export const branchCodeField = digits(L.branchCode, 3, ja.requiredSelect(L.branchCode));
export const accountNumberField = digits(
  L.accountNumber,
  7,
  `「${L.accountNumber}」は7桁の数字で入力してください（6桁以下のときは先頭に0を付けてください）`,
);
export const ACCOUNT_HOLDER_MAX = 30;
export const accountHolderField = cleanString(L.accountHolder, { typeMessage: ja.required(L.accountHolder) })
  .transform(toBankKana)
  .pipe(
    z
      .string()
      .min(1, ja.required(L.accountHolder))
      .max(ACCOUNT_HOLDER_MAX, ja.maxLength(L.accountHolder, ACCOUNT_HOLDER_MAX))
      .refine(isBankKana, `「${L.accountHolder}」はカナ・英字・数字で入力してください（漢字は使えません）`),
  );

export const bankAccountFields = {
  bankCode: bankCodeField,
  branchCode: branchCodeField,
  accountType: z.enum(bankAccountType.values, { error: ja.requiredSelect(L.accountType) }),
  accountNumber: accountNumberField,
  accountHolder: accountHolderField,
};
export const bankAccountInput = z.object(bankAccountFields);
export type BankAccountInput = z.infer<typeof bankAccountInput>;

/** An account as answered: the codes, and the bank's and branch's names from the 全銀 master. */
export const bankAccount = z.object({
  bankCode: z.string(),
  bankName: z.string().nullable(),
  branchCode: z.string(),
  branchName: z.string().nullable(),
  accountType: bankAccountType.schema,
  accountNumber: z.string(),
  accountHolder: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** 「みずほ銀行 本店 普通 1234567」: how a list and an export show an account. */
export const bankAccountText = (a: BankAccount): string =>
  [a.bankName ?? a.bankCode, a.branchName ?? a.branchCode, bankAccountType.labels[a.accountType], a.accountNumber].join(
    ' ',
  );
