import { describe, expect, it } from 'vitest';
import type { FilmFeeRow } from '@cinema/contracts';
import type { FilmFeeDocData } from './pdf-film-fee.data.js';
import { filmFeeDocument } from './pdf-film-fee.document.js';

// The 映画料精算書's figures (docs/accounting.md, "映画料精算書"): the 消費税額 is rounded once on the document's
// 10%対象合計, not summed from each statement's own rounding; every row has one cell per column.
const statement = (filmName: string, cinemaName: string, total: number): FilmFeeRow => ({
  key: filmName,
  month: '2024-06',
  cinemaId: 1,
  cinemaCode: '0101',
  cinemaName,
  filmId: 1,
  filmName,
  distributorId: 1,
  distributorName: '配給',
  paid: 1,
  comps: 0,
  boxOffice: 100,
  boxOfficeNet: 91,
  rates: [50],
  fee: total - 1,
  adjustment: 1,
  adjustmentReason: '端数',
  total,
  tax: 0,
  payable: total,
  status: 'confirmed',
  monthClosed: true,
  confirmedAt: null,
  confirmedByName: null,
  version: 1,
  units: [
    {
      category: 'main',
      categoryLabel: '通常',
      from: '2024-06-01',
      to: '2024-06-07',
      rate: 50,
      paid: 1,
      comps: 0,
      boxOffice: 100,
      boxOfficeNet: 91,
      fee: total - 1,
    },
  ],
});
const data = (rows: FilmFeeRow[], cinemas: { code: string; name: string }[]): FilmFeeDocData => ({
  month: '2024-06',
  issuedOn: '2024-07-10',
  rounding: 'ROUND_DOWN',
  issuer: {
    companyName: '株式会社テスト',
    postalCode: '1600022',
    address: '東京都新宿区',
    phone: null,
    invoiceNumber: null,
  },
  stamp: null,
  party: { code: 'D1', name: '配給株式会社', invoiceNumber: null, terms: null, bankAccount: null },
  dueDate: null,
  cinemas,
  wholeBrand: cinemas.length > 1,
  rows,
});

describe('映画料精算書の文書', () => {
  it('rounds the tax once on the 10%対象合計 (5 + 5 → 1, where each alone rounds to 0)', () => {
    const doc = filmFeeDocument(
      data([statement('A', '新宿', 5), statement('B', '新宿', 5)], [{ code: '0101', name: '新宿' }]),
    );
    expect(doc.totals.map((x) => x.value)).toEqual(['10円', '1円', '11円']);
    expect(doc.issuer.lines).toContain('〒160-0022 東京都新宿区');
    expect(doc.recipient?.lines).toEqual(['登録番号：未登録']);
  });

  it('gives every row a cell per column, with a 劇場 column when the document covers several cinemas', () => {
    for (const cinemas of [
      [{ code: '0101', name: '新宿' }],
      [
        { code: '0101', name: '新宿' },
        { code: '0102', name: '渋谷' },
      ],
    ]) {
      const doc = filmFeeDocument(data([statement('A', '新宿', 5)], cinemas));
      for (const row of doc.table.rows.filter((r) => r.kind !== 'note'))
        expect(row.cells).toHaveLength(doc.table.columns.length);
      expect(doc.table.columns.some((c) => c.title === '劇場')).toBe(cinemas.length > 1);
    }
  });
});
