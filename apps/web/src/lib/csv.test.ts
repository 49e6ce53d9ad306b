import { describe, expect, it } from 'vitest';
import { escapeCell, toCsv } from './csv.js';

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
