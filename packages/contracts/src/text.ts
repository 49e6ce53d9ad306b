import { z } from 'zod';

// Text every input field accepts: no control characters (NUL breaks PostgreSQL text and C
// strings downstream; the others are invisible) and no lone UTF-16 surrogates (not Unicode at all:
// they cannot be stored or sent as UTF-8). A multi-line text keeps tab and newlines.

/** C0 (but tab, LF, CR), DEL and C1 controls; and lone surrogates, which the `u` flag isolates. */
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;

/** True when the text holds only characters a field may store. */
export const isCleanText = (v: string, multiline = false) =>
  !(multiline ? multiLineForbidden : singleLineForbidden).test(v);

export const forbiddenCharMessage = (label: string) => `「${label}」に使用できない文字が含まれています`;

/**
 * The string every text primitive starts from: a wrong type reads `typeMessage`, a control
 * character or broken Unicode names the field. Chain trim/min/max/regex on it as on z.string().
 */
export const cleanString = (label: string, { multiline = false, typeMessage = forbiddenCharMessage(label) } = {}) =>
  z.string({ error: typeMessage }).refine((v) => isCleanText(v, multiline), forbiddenCharMessage(label));
