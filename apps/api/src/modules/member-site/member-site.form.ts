import { z } from 'zod';
import {
  customerGender,
  email,
  ja,
  optionalDateField,
  password,
  phone,
  postalCode,
  prefectureCode,
  requiredKana,
  requiredText,
  signupFieldKeys,
  signupFieldLabels,
  tokyoDateOf,
  type SignupFieldKey,
  type SignupFields,
} from '@cinema/contracts';

// The member site's forms, checked on the server (docs/membership.md, "会員サイト"): the sign-up form's fields are
// those 会員サイト設定 shows (hidden / 任意 / 必須), each message in Japanese on its field, as the console's forms.

export const signupLabels = {
  name: '氏名',
  ...signupFieldLabels,
  email: 'メールアドレス',
  password: 'パスワード',
  passwordConfirm: 'パスワード（確認）',
  agree: '利用規約・個人情報の取り扱いへの同意',
} as const;
export type SignupKey = keyof typeof signupLabels;
export type FormValues = Partial<Record<string, string>>;
export type FormErrors = Partial<Record<string, string>>;

const optional: Record<SignupFieldKey, z.ZodType<string | null>> = {
  kana: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.union([z.literal('').transform(() => null), requiredKana(signupFieldLabels.kana)])),
  birthDate: optionalDateField(signupFieldLabels.birthDate).refine(
    (v) => v === null || (v >= '1900-01-01' && v <= tokyoDateOf(Date.now())),
    `「${signupFieldLabels.birthDate}」を正しく入力してください`,
  ),
  gender: z.union([
    z.literal('').transform(() => null),
    z.enum(customerGender.values, { error: ja.requiredSelect(signupFieldLabels.gender) }),
  ]),
  postalCode,
  prefectureCode: z.union([z.literal('').transform(() => null), prefectureCode]),
  phone,
};

/** The sign-up form's schema for a brand's choice of fields. */
export function signupSchema(fields: SignupFields) {
  const shown = signupFieldKeys.filter((k) => fields[k] !== 'hidden');
  const shape = Object.fromEntries(
    shown.map((k) => {
      const label = signupFieldLabels[k];
      const message = k === 'gender' || k === 'prefectureCode' ? ja.requiredSelect(label) : ja.required(label);
      const base = optional[k];
      return [k, fields[k] === 'required' ? base.refine((v) => v !== null, message) : base];
    }),
  );
  return z
    .object({
      name: requiredText(signupLabels.name, 50),
      ...shape,
      email: email(signupLabels.email),
      password: password(signupLabels.password),
      passwordConfirm: z.string(),
      agree: z.literal('on', { error: `「${signupLabels.agree}」にチェックしてください` }),
    })
    .superRefine((v, ctx) => {
      if (v.password !== v.passwordConfirm)
        ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'パスワードが一致しません' });
    });
}

export interface Signup {
  name: string;
  kana: string | null;
  birthDate: string | null;
  gender: string | null;
  postalCode: string | null;
  prefectureCode: string | null;
  phone: string | null;
  email: string;
  password: string;
}

/** The posted form's strings (anything missing is ''), the password fields never echoed back. */
export const formValues = (body: URLSearchParams, keys: readonly string[]): FormValues =>
  Object.fromEntries(keys.map((k) => [k, (body.get(k) ?? '').slice(0, 1000)]));

/** The form checked: the values to store, or each field's first message. */
export function checkForm<T>(schema: z.ZodType<T>, values: FormValues): { ok: T } | { errors: FormErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { errors };
}

export function checkSignup(fields: SignupFields, values: FormValues): { ok: Signup } | { errors: FormErrors } {
  const checked = checkForm(signupSchema(fields), values);
  if ('errors' in checked) return checked;
  const v = checked.ok as Record<string, unknown>;
  const text = (k: string) => (typeof v[k] === 'string' && v[k] !== '' ? v[k] : null);
  return {
    ok: {
      name: String(v.name),
      kana: text('kana'),
      birthDate: text('birthDate'),
      gender: text('gender'),
      postalCode: text('postalCode'),
      prefectureCode: text('prefectureCode'),
      phone: text('phone'),
      email: String(v.email).toLowerCase(),
      password: String(v.password),
    },
  };
}

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, ja.required(signupLabels.email))
    .max(254)
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, ja.required(signupLabels.password)).max(128),
});
export const resetRequestSchema = z.object({ email: email(signupLabels.email).transform((v) => v.toLowerCase()) });
export const newPasswordSchema = z
  .object({ password: password('新しいパスワード'), passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'パスワードが一致しません' });
