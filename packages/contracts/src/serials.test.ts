import { describe, expect, it } from 'vitest';
import {
  SERIAL_ALPHABET,
  SERIAL_LENGTH,
  formatSerial,
  newSerialCode,
  normalizeSerial,
  parseLegacySerial,
  parseSerial,
  serialCodeField,
  serialLookupField,
  serialMessages,
} from './serials.js';

const swap = (s: string, i: number) => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);

describe('serial codes', () => {
  it('uses 31 characters without the ones that read alike', () => {
    expect(SERIAL_ALPHABET).toHaveLength(31);
    for (const c of '01OIlU') expect(SERIAL_ALPHABET).not.toContain(c);
    expect(new Set(SERIAL_ALPHABET).size).toBe(31);
  });

  it('makes 16-character codes with at least 60 random bits that pass their own check', () => {
    expect(15 * Math.log2(31)).toBeGreaterThanOrEqual(60);
    const codes = Array.from({ length: 2000 }, () => newSerialCode());
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) {
      expect(c).toHaveLength(SERIAL_LENGTH);
      expect(parseSerial(c)).toEqual({ ok: true, code: c });
    }
  });

  it('draws each character uniformly (rejection sampling)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++)
      for (const c of newSerialCode().slice(0, -1)) counts.set(c, (counts.get(c) ?? 0) + 1);
    const expected = (3000 * 15) / 31;
    for (const c of SERIAL_ALPHABET) expect(Math.abs((counts.get(c) ?? 0) - expected)).toBeLessThan(expected * 0.2);
  });

  it('catches every single-character typo', () => {
    for (let n = 0; n < 50; n++) {
      const code = newSerialCode();
      for (let i = 0; i < code.length; i++)
        for (const c of SERIAL_ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(parseSerial(typo)).toEqual({ ok: false, reason: 'check' });
        }
    }
  });

  it('catches every transposition of neighbours, the check character included', () => {
    for (let n = 0; n < 200; n++) {
      const code = newSerialCode();
      for (let i = 0; i < code.length - 1; i++) {
        if (code[i] === code[i + 1]) continue;
        expect(parseSerial(swap(code, i)).ok).toBe(false);
      }
    }
  });

  it('prints in groups of four and reads back what a person types', () => {
    const code = newSerialCode();
    const printed = formatSerial(code);
    expect(printed).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(normalizeSerial(printed)).toBe(code);
    const wide = printed.toLowerCase().replace(/[0-9a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect(parseSerial(` ${wide.replace(/-/g, 'ー')} `)).toEqual({ ok: true, code });
    expect(parseSerial(printed.replace(/-/g, ' '))).toEqual({ ok: true, code });
    expect(parseSerial(printed.replace(/-/g, '－'))).toEqual({ ok: true, code });
  });

  it('refuses empty, short and foreign-alphabet input with Japanese messages', () => {
    expect(parseSerial(' ')).toEqual({ ok: false, reason: 'required' });
    expect(parseSerial('ABCD')).toEqual({ ok: false, reason: 'format' });
    expect(parseSerial('0000-0000-0000-0000')).toEqual({ ok: false, reason: 'format' });
    const r = serialCodeField.safeParse('ABCD-EFGH');
    expect(r.success ? null : r.error.issues[0]!.message).toBe(serialMessages.format);
  });

  it('imports an old system’s codes as typed, but never one that looks like ours', () => {
    expect(parseLegacySerial(' old-0001-aaaa ')).toEqual({ ok: true, code: 'OLD0001AAAA' });
    expect(parseLegacySerial('AB1')).toEqual({ ok: false, reason: 'legacyFormat' });
    expect(parseLegacySerial('A'.repeat(33))).toEqual({ ok: false, reason: 'legacyFormat' });
    expect(parseLegacySerial(newSerialCode())).toEqual({ ok: false, reason: 'legacyLooksOurs' });
  });

  it('looks up ours with the check character and imported codes as typed', () => {
    const code = newSerialCode();
    expect(serialLookupField.parse(formatSerial(code))).toBe(code);
    expect(serialLookupField.parse('old-0001-aaaa')).toBe('OLD0001AAAA');
    const typo = code.slice(0, -1) + (code.endsWith('2') ? '3' : '2');
    const r = serialLookupField.safeParse(typo);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(serialMessages.check);
    expect(serialLookupField.safeParse('ABCD').success).toBe(false);
  });
});
