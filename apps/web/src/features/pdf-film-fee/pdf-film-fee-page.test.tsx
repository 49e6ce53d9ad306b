// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cinemaEndpoints, distributorEndpoints, pdfFilmFeeEndpoints, type PrintDocument } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { stubPdfFetch } from '../../test/pdf-fetch.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import PdfFilmFeePage from './pdf-film-fee-page.js';

// 映画料精算書: nothing until a 配給会社 is chosen (and says so); the document's PDF in the page with ダウンロード under
// its file name; 印刷 prints the same document as HTML (御中, 登録番号, the totals); a month with nothing confirmed says
// what to do.

const doc: PrintDocument = {
  title: '映画料精算書',
  subtitle: '（仕入明細書）',
  orientation: 'portrait',
  fileName: '映画料精算書_0101_D01_20261001-20261031.pdf',
  recipient: { name: '東和配給株式会社', lines: ['登録番号：T9000000000011'] },
  issuer: { lines: ['株式会社シネマライン', '登録番号：T1234567890123'], stampUrl: null },
  meta: [{ label: '発行日', value: '2026年11月10日' }],
  lead: ['2026年10月分の映画料（確定済み）を下記のとおり精算いたします。'],
  table: {
    columns: [
      { title: '作品名', align: 'left', width: 3 },
      { title: '映画料（税抜）', align: 'right', width: 1 },
    ],
    rows: [
      { kind: 'row', cells: ['劇場版 星の旅', '8,500'] },
      { kind: 'note', cells: ['調整理由（劇場版 星の旅）：宣材費'] },
      { kind: 'total', cells: ['合計', '8,500'] },
    ],
    empty: '確定済みの映画料はありません',
  },
  totals: [
    { label: '10%対象合計（税抜）', value: '8,500円', strong: false },
    { label: '消費税額（10%）', value: '850円', strong: false },
    { label: '差引支払額（税込）', value: '9,350円', strong: true },
  ],
  notes: ['本書は消費税法上の仕入明細書です。'],
};
let answer: PrintDocument = doc;
const { sentTo } = stubEndpoints([
  on(pdfFilmFeeEndpoints.document, () => answer),
  on(distributorEndpoints.listMap, () => [{ id: 3, name: '東和配給株式会社' }]),
  on(cinemaEndpoints.listMap, () => [{ id: 10, name: 'シネマライン新宿' }]),
]);
const pdfCalls = stubPdfFetch(pdfFilmFeeEndpoints.pdf.path, 'blob:film-fee-pdf');
beforeEach(() => {
  answer = doc;
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { reports: ['view'] } });

describe('映画料精算書', () => {
  it('asks for a 配給会社 first', async () => {
    signIn(headOffice);
    renderWithProviders(<PdfFilmFeePage />, { path: '/pdf-film-fee?month=2026-10', route: '/pdf-film-fee' });
    expect(await screen.findByText(/配給会社と対象月を選ぶと/)).toBeTruthy();
    expect(pdfCalls).toEqual([]);
  });

  it('shows the PDF with its download, and prints the same document as HTML', async () => {
    signIn(headOffice);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // While printing, the print view is in the page: the same document as the PDF.
      const view = screen.getByTestId('print-document');
      expect(view.textContent).toContain('東和配給株式会社　御中');
      expect(view.textContent).toContain('登録番号：T9000000000011');
      expect(view.textContent).toContain('差引支払額（税込）9,350円');
      expect(view.querySelector('td[colspan="2"]')?.textContent).toBe('調整理由（劇場版 星の旅）：宣材費');
    });
    renderWithProviders(<PdfFilmFeePage />, {
      path: '/pdf-film-fee?month=2026-10&distributorId=3',
      route: '/pdf-film-fee',
    });
    const viewer = await screen.findByLabelText('映画料精算書のPDF');
    expect(viewer.getAttribute('data')).toBe('blob:film-fee-pdf');
    expect(pdfCalls[0]).toBe(`${pdfFilmFeeEndpoints.pdf.path}?month=2026-10&distributorId=3`);
    const download = screen.getByRole('link', { name: /ダウンロード/ });
    expect(download.getAttribute('download')).toBe(doc.fileName);
    await user.click(screen.getByRole('button', { name: /印\s*刷/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('print-document')).toBeNull();
    expect(sentTo(pdfFilmFeeEndpoints.document)).toHaveLength(1);
  });

  it('says what to do when the month has nothing confirmed, and offers no PDF', async () => {
    answer = { ...doc, table: { ...doc.table, rows: [] }, totals: [] };
    signIn(headOffice);
    renderWithProviders(<PdfFilmFeePage />, {
      path: '/pdf-film-fee?month=2026-10&distributorId=3',
      route: '/pdf-film-fee',
    });
    expect(await screen.findByText('確定済みの映画料はありません')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /印\s*刷/ }).hasAttribute('disabled')).toBe(true));
    expect(pdfCalls).toEqual([]);
  });
});
