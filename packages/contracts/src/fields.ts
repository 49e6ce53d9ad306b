import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { ja } from './messages.js';
import { toAsciiText } from './normalize.js';
import { cleanString } from './text.js';

/** PostgreSQL int4, the type of every id, version and reference column. */
export const MAX_INT4 = 2_147_483_647;

// Field builders that carry the Japanese label into every message, so the API's 400
// answer and the form's inline error read the same (「劇場名」を入力してください).

export const requiredText = (label: string, max = 100) =>
  withMeta(
    cleanString(label, { typeMessage: ja.required(label) })
      .trim()
      .min(1, ja.required(label))
      .max(max, ja.maxLength(label, max)),
    { label },
  );

/** Optional text; notes and descriptions (`multiline`) keep tabs and line breaks. */
export const optionalText = (label: string, max = 255, { multiline = true } = {}) =>
  withMeta(
    cleanString(label, { multiline, typeMessage: ja.invalidFormat(label) })
      .trim()
      .max(max, ja.maxLength(label, max))
      .nullish()
      .transform((v) => (v ? v : null)),
    { label },
  );

// A code typed in full width (０１０１, ＡＢＣ－１) is the same code: folded before it is checked.
export const code = (label: string, max = 20) =>
  withMeta(
    z
      .string({ error: ja.required(label) })
      .transform(toAsciiText)
      .pipe(
        requiredText(label, max).regex(
          /^[A-Za-z0-9_-]+$/,
          `「${label}」は半角英数字・ハイフン・アンダースコアで入力してください`,
        ),
      ),
    { label, format: 'code' },
  );

// E-mail (docs/api-conventions.md, "validation"): name characters, at sign, domain, two to four letter suffix.
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const email = (label = 'メールアドレス') =>
  cleanString(label, { typeMessage: ja.required(label) })
    .trim()
    .min(1, ja.required(label))
    .max(254)
    .regex(emailPattern, ja.invalidEmail);
export const optionalEmail = (label = 'メールアドレス') =>
  cleanString(label, { typeMessage: ja.invalidFormat(label) })
    .trim()
    .max(254, ja.maxLength(label, 254))
    .refine((v) => v === '' || emailPattern.test(v), ja.invalidEmail)
    .nullish()
    .transform((v) => (v ? v : null));

export const int = (label: string, min: number, max: number) =>
  withMeta(
    z
      .number({ error: ja.required(label) })
      .int(ja.numberRange(label, min, max))
      .min(min, ja.numberRange(label, min, max))
      .max(max, ja.numberRange(label, min, max)),
    { label, format: 'number' },
  );

/** An amount of yen: an int in a range, shown as ¥1,200 in lists and with 円 in forms. */
export const yenAmount = (label: string, min: number, max: number) =>
  withMeta(int(label, min, max), { label, format: 'yen', suffix: '円' });

/** One of an enum's values (enums.ts `labelled`), with the field's own message and the options' labels. */
export const choice = <const T extends readonly [string, ...string[]]>(
  e: { values: T; options: readonly { value: string; label: string }[] },
  label: string,
) => withMeta(z.enum(e.values, { error: ja.requiredSelect(label) }), { label, options: e.options });

/** A yes/no switch. */
export const flag = (label: string) => withMeta(z.boolean(), { label, format: 'bool' });

export const optionalInt = (label: string, min: number, max: number) =>
  int(label, min, max)
    .nullish()
    .transform((v) => v ?? null);

const idMessage = 'IDが正しくありません';
/** A record id (path, query or body): a positive int4, written as digits. */
export const id = z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(MAX_INT4, idMessage);
export const idParams = z.object({ id });
/** A reference to another record in a body, e.g. roleId: an int4, with the field's own message. */
export const refId = (label: string) =>
  withMeta(
    z
      .number({ error: ja.requiredSelect(label) })
      .int(ja.requiredSelect(label))
      .positive(ja.requiredSelect(label))
      .max(MAX_INT4, ja.requiredSelect(label)),
    { label },
  );
/** A picked id that may arrive as text (query strings, selects): coerced, then as refId. */
export const pickId = (label: string) =>
  withMeta(
    z.coerce
      .number({ error: ja.requiredSelect(label) })
      .int(ja.requiredSelect(label))
      .positive(ja.requiredSelect(label))
      .max(MAX_INT4, ja.requiredSelect(label)),
    { label },
  );
const versionMessage = '「バージョン」が正しくありません';
export const versionField = z
  .number({ error: ja.required('バージョン') })
  .int(versionMessage)
  .min(1, versionMessage)
  .max(MAX_INT4, versionMessage);

export const url = (label: string) =>
  withMeta(
    cleanString(label, { typeMessage: ja.invalidFormat(label) })
      .trim()
      .max(500, ja.maxLength(label, 500))
      .refine(
        (v) => v === '' || /^https?:\/\/[^\s]+$/.test(v),
        `「${label}」はhttp://またはhttps://で始まるURLを入力してください`,
      )
      .nullish()
      .transform((v) => (v ? v : null)),
    { label },
  );

export const hexColor = z
  .string({ error: ja.invalidColor })
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, ja.invalidColor);

// Postal code: stored as 7 digits, accepted with or without the hyphen (docs/domain.md, "addresses and postal codes").
export const postalCode = cleanString('郵便番号', { typeMessage: ja.invalidFormat('郵便番号') })
  .trim()
  // Typed in full width (１６０－００２２) it is the same code: folded, as every code field is (docs/domain.md).
  .transform((v) => toAsciiText(v).replace(/[-ー]/g, ''))
  .refine((v) => v === '' || /^\d{7}$/.test(v), '郵便番号は7桁の数字で入力してください（例：160-0022）')
  .nullish()
  .transform((v) => (v ? v : null));

export const phone = cleanString('電話番号', { typeMessage: ja.invalidFormat('電話番号') })
  .trim()
  .refine(
    (v) => v === '' || /^[0-9+][0-9-]{8,14}$/.test(v),
    '電話番号は半角数字とハイフンで入力してください（例：03-1234-5678）',
  )
  .nullish()
  .transform((v) => (v ? v : null));

// Lenient on input, strict on storage: the password rule is length plus letters and digits.
export const password = (label = 'パスワード') =>
  cleanString(label, { typeMessage: ja.required(label) })
    .min(8, ja.minLength(label, 8))
    .max(128, ja.maxLength(label, 128))
    .regex(/[A-Za-z]/, `「${label}」には英字を含めてください`)
    .regex(/[0-9]/, `「${label}」には数字を含めてください`);

// Query strings carry numbers as text; booleans as "true"/"false".
export const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

// Query arrays repeat the key without brackets (?cinemaIds=1&cinemaIds=2): one value arrives as a scalar.
export const queryIds = z
  .union([id, z.array(id).max(1000, idMessage)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
