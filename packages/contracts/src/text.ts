import { z } from 'zod';

// Text every input field accepts: no control characters (NUL breaks PostgreSQL text and C
// strings downstream; the others are invisible) and no lone UTF-16 surrogates (not Unicode at all:
// they cannot be stored or sent as UTF-8). A multi-line text keeps tab and newlines.

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * True when the text holds only characters a field may store: no C0 control (tab, LF and CR
 * allowed in multi-line text), no DEL or C1 control, and every surrogate in a pair.
 */
export function isCleanText(v: string, multiline = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20) {
      if (!(multiline && (c === TAB || c === LF || c === CR))) return false;
    } else if (c >= 0x7f && c <= 0x9f) return false;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const next = v.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

export const forbiddenCharMessage = (label: string) => `「${label}」に使用できない文字が含まれています`;

/**
 * The string every text primitive starts from: a wrong type reads `typeMessage`, a control
 * character or broken Unicode names the field. Chain trim/min/max/regex on it as on z.string().
 */
export const cleanString = (label: string, { multiline = false, typeMessage = forbiddenCharMessage(label) } = {}) =>
  z.string({ error: typeMessage }).refine((v) => isCleanText(v, multiline), {
    message: forbiddenCharMessage(label),
    abort: true,
  });
