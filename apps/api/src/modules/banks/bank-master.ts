import { createRequire } from 'node:module';
import { BANK_SEARCH_LIMIT, toKatakana, type BankEntry } from '@cinema/contracts';

// The 全銀 bank master ships in the zengin-code package (about 1,100 banks, 5 MB of branches): read from
// disk once, on the first look-up, so a server that never opens a bank screen never loads it.
type Named = { code: string; name: string; kana: string; hira: string; roma: string };
type Bank = Named & { branches: Record<string, Named> };

const require = createRequire(import.meta.url);
let master: Record<string, Bank> | null = null;
const banks = () => (master ??= require('zengin-code') as Record<string, Bank>);

// The master's kana has no small letters (コブナチヨウ): a typed ッ or ょ must still match.
const smallToLarge: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
};
const fold = (s: string) =>
  toKatakana(s)
    .replace(/[ァィゥェォッャュョ]/g, (c) => smallToLarge[c] ?? c)
    .replace(/\s+/g, '')
    .toLowerCase();

const entry = (x: Named): BankEntry => ({ code: x.code, name: x.name, kana: x.kana });

function search(items: Named[], keyword: string | undefined): BankEntry[] {
  const k = keyword ? fold(keyword) : '';
  const hits = k
    ? items.filter(
        (x) =>
          x.code.startsWith(k) ||
          fold(x.name).includes(k) ||
          fold(x.kana).includes(k) ||
          x.roma.toLowerCase().includes(k),
      )
    : items;
  // A typed code first, then the master's order (by code).
  return [...hits]
    .sort((a, b) => Number(b.code === k) - Number(a.code === k) || a.code.localeCompare(b.code))
    .slice(0, BANK_SEARCH_LIMIT)
    .map(entry);
}

export const searchBanks = (keyword?: string) => search(Object.values(banks()), keyword);

export const searchBranches = (bankCode: string, keyword?: string) =>
  search(Object.values(banks()[bankCode]?.branches ?? {}), keyword);

export const findBank = (code: string): BankEntry | null => {
  const b = banks()[code];
  return b ? entry(b) : null;
};

export const findBranch = (bankCode: string, branchCode: string): BankEntry | null => {
  const b = banks()[bankCode]?.branches[branchCode];
  return b ? entry(b) : null;
};
