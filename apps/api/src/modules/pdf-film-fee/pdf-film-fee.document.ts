import {
  filmFeeTax,
  lastDayOfMonth,
  monthText,
  pdfFilmFeeMessages,
  roundingMode,
  type PrintColumn,
  type PrintDocument,
  type PrintRow,
} from '@cinema/contracts';
import type { ConfirmedStatement } from '../film-fee/index.js';
import type { FilmFeeDocData } from './pdf-film-fee.data.js';

// The 映画料精算書 as a PrintDocument (docs/accounting.md, "映画料精算書"): one builder for the PDF and the print HTML.
// A row per 精算単位 (作品, 期間, 興行区分, 動員, 興収税込, 算定基礎, 歩率, 映画料), the 調整額 and its reason under its
// film, a 合計 row; then 10%対象合計, its 消費税額 rounded once for the document (one rounding per 適格請求書 and rate,
// contracts filmFeeTax), and 差引支払額. Marked 仕入明細書, with the 配給会社's 登録番号 and the request to confirm.

const num = (v: number) => v.toLocaleString('ja-JP');
const yen = (v: number) => `${num(v)}円`;
const longDate = (d: string) => `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
const shortDate = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
const period = (from: string, to: string) => (from === to ? shortDate(from) : `${shortDate(from)}〜${shortDate(to)}`);
const rate = (r: number | null) => (r === null ? '-' : `${r.toFixed(1)}%`);
const compact = (d: string) => d.replaceAll('-', '');
const postal = (v: string) => (/^\d{7}$/.test(v) ? `〒${v.slice(0, 3)}-${v.slice(3)}` : `〒${v}`);

function columns(perCinema: boolean): PrintColumn[] {
  const col = (title: string, width: number, align: PrintColumn['align'] = 'right') => ({ title, width, align });
  return [
    col('作品名', perCinema ? 3.4 : 2.6, 'left'),
    ...(perCinema ? [] : [col('劇場', 1.4, 'left')]),
    col('期間', 1.5, 'left'),
    col('興行区分', 1.2, 'left'),
    col('動員', 0.9),
    col('興収（税込）', 1.5),
    col('算定基礎（税抜）', 1.6),
    col('歩率', 0.9),
    col('映画料（税抜）', 1.5),
  ];
}

function rowsOf(statements: ConfirmedStatement[], perCinema: boolean): PrintRow[] {
  const rows: PrintRow[] = [];
  const width = columns(perCinema).length;
  const blank = (n: number) => Array.from({ length: n }, () => '');
  for (const s of statements) {
    s.units.forEach((u, i) =>
      rows.push({
        kind: 'row',
        cells: [
          i === 0 ? s.filmName : '',
          ...(perCinema ? [] : [i === 0 ? s.cinemaName : '']),
          period(u.from, u.to),
          u.categoryLabel,
          num(u.paid + u.comps),
          num(u.boxOffice),
          num(u.boxOfficeNet),
          rate(u.rate),
          u.fee === null ? '-' : num(u.fee),
        ],
      }),
    );
    if (s.adjustment !== 0) {
      const lead = perCinema ? 1 : 2; // 作品名 (and 劇場) left blank, 調整額 under 期間, the amount under 映画料
      rows.push({ kind: 'row', cells: [...blank(lead), '調整額', ...blank(width - lead - 2), num(s.adjustment)] });
      if (s.adjustmentReason) rows.push({ kind: 'note', cells: [`調整理由（${s.filmName}）：${s.adjustmentReason}`] });
    }
  }
  return rows;
}

export function filmFeeDocument(d: FilmFeeDocData, stampUrl: string | null = null): PrintDocument {
  const perCinema = d.cinemas.length === 1;
  const last = lastDayOfMonth(d.month);
  const sum = (f: (r: ConfirmedStatement) => number) => d.rows.reduce((s, r) => s + f(r), 0);
  const taxable = sum((r) => r.total ?? 0);
  const tax = filmFeeTax(taxable, d.rounding);
  const paid = sum((r) => r.paid + r.comps);
  const totalRow: PrintRow = {
    kind: 'total',
    cells: [
      '合計',
      ...(perCinema ? [] : ['']),
      '',
      '',
      num(paid),
      num(sum((r) => r.boxOffice)),
      num(sum((r) => r.boxOfficeNet)),
      '',
      num(taxable),
    ],
  };
  const i = d.issuer;
  const cinemaText = d.wholeBrand ? '全劇場' : d.cinemas.map((c) => c.name).join('、') || '-';
  const fileCinema = perCinema ? (d.cinemas[0]?.code ?? '') : '全劇場';
  return {
    title: '映画料精算書',
    subtitle: '（仕入明細書）',
    orientation: 'portrait',
    fileName: `映画料精算書_${fileCinema}_${d.party.code}_${compact(`${d.month}-01`)}-${compact(last)}.pdf`,
    recipient: { name: d.party.name, lines: [`登録番号：${d.party.invoiceNumber ?? '未登録'}`] },
    issuer: {
      lines: [
        i.companyName,
        ...(i.postalCode || i.address
          ? [[i.postalCode ? postal(i.postalCode) : '', i.address ?? ''].join(' ').trim()]
          : []),
        ...(i.phone ? [`TEL ${i.phone}`] : []),
        `登録番号：${i.invoiceNumber ?? '未登録'}`,
      ],
      stampUrl,
    },
    meta: [
      { label: '発行日', value: longDate(d.issuedOn) },
      { label: '対象期間', value: `${longDate(`${d.month}-01`)}〜${longDate(last)}` },
      { label: '対象劇場', value: cinemaText },
      { label: '支払予定日', value: d.dueDate ? longDate(d.dueDate) : '-' },
    ],
    lead: [`${monthText(d.month)}分の映画料（確定済み）を下記のとおり精算いたします。`],
    table: {
      columns: columns(perCinema),
      rows: d.rows.length ? [...rowsOf(d.rows, perCinema), totalRow] : [],
      empty: pdfFilmFeeMessages.none(d.month),
    },
    totals: d.rows.length
      ? [
          { label: '10%対象合計（税抜）', value: yen(taxable), strong: false },
          { label: '消費税額（10%）', value: yen(tax), strong: false },
          { label: '差引支払額（税込）', value: yen(taxable + tax), strong: true },
        ]
      : [],
    notes: [
      pdfFilmFeeMessages.confirmation,
      `消費税額は10%対象の合計に対して1回だけ端数処理しています（${roundingMode.labels[d.rounding]}）。`,
      ...(d.party.bankAccount ? [`振込先：${d.party.bankAccount}`] : []),
    ],
  };
}
