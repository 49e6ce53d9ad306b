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
    expect(escapeCell(-5)).toBe('-5');
    expect(escapeCell(null)).toBe('');
  });
});
