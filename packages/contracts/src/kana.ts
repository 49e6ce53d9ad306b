import { z } from 'zod';
import { withMeta } from './field-meta.js';
import { cleanString } from './text.js';
import { ja } from './messages.js';
import { toKatakana } from './normalize.js';

// docs/domain.md, "japanese text input": lenient on input, strict on storage. Half-width katakana and full-width ASCII
// are folded by NFKC, hiragana becomes katakana; the long-vowel mark ー and spaces are kept.

/** Katakana (with ・ ー), spaces, ASCII letters, digits and signs; kanji or hiragana left over are refused. */
const katakanaPattern = /^[\u30A0-\u30FF\u31F0-\u31FF\s\x21-\x7E〜]*$/;
export const isKatakanaText = (s: string): boolean => katakanaPattern.test(s);

const kanaMessage = (label: string) => `「${label}」はカタカナまたはひらがなで入力してください`;

export const requiredKana = (label: string, max = 100) =>
  withMeta(
    cleanString(label, { typeMessage: ja.required(label) })
      .transform((v) => toKatakana(v).trim())
      .pipe(
        z
          .string()
          .min(1, ja.required(label))
          .max(max, ja.maxLength(label, max))
          .refine(isKatakanaText, kanaMessage(label)),
      ),
    { label },
  );

export const optionalKana = (label: string, max = 100) =>
  withMeta(
    cleanString(label, { typeMessage: ja.invalidFormat(label) })
      .transform((v) => toKatakana(v).trim())
      .pipe(z.string().max(max, ja.maxLength(label, max)).refine(isKatakanaText, kanaMessage(label)))
      .nullish()
      .transform((v) => (v ? v : null)),
    { label },
  );
