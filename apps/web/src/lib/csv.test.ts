import { describe, expect, it } from 'vitest';
import { csvBytes, escapeCell, toCsv } from './csv.js';

describe('CSV for Excel', () => {
  it('starts with a BOM, uses CRLF and quotes what needs quoting', () => {
    const csv = toCsv(
      [{ a: '劇場, 新宿', b: 'say "hi"' }],
      [
        { title: '名前', value: (r) => r.a },
        { title: 'メモ', value: (r) => r.b },
      ],
    );
    expect(csv).toBe('\uFEFF名前,メモ\r\n"劇場, 新宿","say ""hi"""\r\n');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(escapeCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(escapeCell('+81')).toBe(`"'+81"`);
    expect(escapeCell('@sum')).toBe(`"'@sum"`);
    expect(escapeCell('-1+1')).toBe(`"'-1+1"`);
    expect(escapeCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(escapeCell('\r=1')).toBe(`"'\r=1"`);
    expect(escapeCell(-5)).toBe('-5');
  });

  it('neutralises full-width triggers and triggers behind zero-width characters', () => {
    expect(escapeCell('＝SUM(A1)')).toBe(`"'＝SUM(A1)"`);
    expect(escapeCell('＋81')).toBe(`"'＋81"`);
    expect(escapeCell('－1')).toBe(`"'－1"`);
    expect(escapeCell('＠x')).toBe(`"'＠x"`);
    for (const zw of ['\u200B', '\u200C', '\u200D', '\uFEFF', '\u2060'])
      expect(escapeCell(`${zw}=1+1`)).toBe(`"'${zw}=1+1"`);
    expect(escapeCell('\u200B\u2060@x')).toBe(`"'\u200B\u2060@x"`);
    // Triggers inside the text are harmless and stay as typed.
    expect(escapeCell('新宿=本店')).toBe('新宿=本店');
    expect(escapeCell('0101')).toBe('0101');
  });

  it('exports missing values as empty cells, not a quoted dash', () => {
    expect(escapeCell(null)).toBe('');
    expect(escapeCell(undefined)).toBe('');
    expect(escapeCell('')).toBe('');
    // '-' is how the lists show a missing value (format.ts); in a file it is an empty cell.
    expect(escapeCell('-')).toBe('');
    expect(
      toCsv(
        [{ a: null, b: '-' }],
        [
          { title: 'A', value: (r) => r.a },
          { title: 'B', value: (r) => r.b },
        ],
      ),
    ).toBe('\uFEFFA,B\r\n,\r\n');
  });
});

describe('CSV file bytes', () => {
  const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

  it('are UTF-8 after the BOM EF BB BF by default', async () => {
    const bytes = await csvBytes(toCsv([{ n: '劇場' }], [{ title: '名', value: (r) => r.n }]));
    // BOM, 名 (E5 90 8D), CR LF, 劇 (E5 8A 87), 場 (E5 A0 B4), CR LF: the BOM appears once.
    expect(hex(bytes)).toBe('ef bb bf e5 90 8d 0d 0a e5 8a 87 e5 a0 b4 0d 0a');
  });

  it('are CP932 without a BOM when Shift_JIS is asked for', async () => {
    expect(hex(await csvBytes('\uFEFF劇場\r\n', 'shift_jis'))).toBe('8c 80 8f ea 0d 0a');
    // ～ (U+FF5E) and 〜 (U+301C) are both 0x8160 as Windows reads it; ① is an NEC extension of CP932.
    expect(hex(await csvBytes('～〜①', 'shift_jis'))).toBe('81 60 81 60 87 40');
    // A character CP932 does not have becomes '?'.
    expect(hex(await csvBytes('😀', 'shift_jis'))).toBe('3f');
  });

  it('keep a formula escaped whichever the encoding', async () => {
    const csv = toCsv([{ v: '=1+1' }, { v: '\t2' }, { v: '\r3' }], [{ title: 'v', value: (r) => r.v }]);
    expect(csv).toBe(`\uFEFFv\r\n"'=1+1"\r\n"'\t2"\r\n"'\r3"\r\n`);
    expect(hex(await csvBytes(csv, 'shift_jis')).startsWith('76 0d 0a 22 27 3d')).toBe(true);
  });
});
