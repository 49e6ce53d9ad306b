// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { pdfFilmFeeBalanceEndpoints, type PrintDocument } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { stubPdfFetch } from '../../test/pdf-fetch.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import Page from './pdf-film-fee-balance-page.js';

// 未払映画料残高一覧表: the month's PDF in the page with ダウンロード under its file name, the criteria from the URL passed
// on to the PDF; 印刷 prints the same document as HTML (the 配給会社, the 合計); a month without payables says what to
// do and offers no PDF.

const endpoints = pdfFilmFeeBalanceEndpoints;
const doc: PrintDocument = {
  title: '未払映画料残高一覧表',
  subtitle: null,
  orientation: 'landscape',
  fileName: '未払映画料残高一覧表_202610.pdf',
  recipient: null,
  issuer: { lines: ['株式会社シネマライン', '登録番号：T1234567890123'], stampUrl: null },
  meta: [{ label: '発行日', value: '2026年11月10日' }],
  lead: [],
  table: {
    columns: [
      { title: '配給会社', align: 'left', width: 3 },
      { title: '当月末残高', align: 'right', width: 1 },
    ],
    rows: [
      { kind: 'row', cells: ['東和配給株式会社', '12,300'] },
      { kind: 'total', cells: ['合計', '12,300'] },
    ],
    empty: '2026年10月の未払映画料はありません。映画料集計で確定すると、配給会社ごとの未払額になります',
  },
  totals: [{ label: '当月末残高合計', value: '12,300円', strong: true }],
  notes: [],
};
let answer: PrintDocument = doc;
const { sentTo } = stubEndpoints([on(endpoints.document, () => answer)]);
const pdfCalls = stubPdfFetch(endpoints.pdf.path, 'blob:film-fee-balance-pdf');
beforeEach(() => {
  answer = doc;
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { accounting: ['view'] } });
const route = '/pdf-film-fee-balance';

describe('未払映画料残高一覧表', () => {
  it('shows the PDF of the URL’s criteria with its download, and prints the same document as HTML', async () => {
    signIn(headOffice);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const view = screen.getByTestId('print-document');
      expect(view.textContent).toContain('未払映画料残高一覧表');
      expect(view.textContent).toContain('東和配給株式会社');
      expect(view.textContent).toContain('当月末残高合計12,300円');
    });
    renderWithProviders(<Page />, { path: `${route}?month=2026-10&hideZero=true`, route });
    const viewer = await screen.findByLabelText('未払映画料残高一覧表のPDF');
    expect(viewer.getAttribute('data')).toBe('blob:film-fee-balance-pdf');
    expect(pdfCalls[0]).toBe(`${endpoints.pdf.path}?month=2026-10&hideZero=true`);
    expect(screen.getByRole('link', { name: /ダウンロード/ }).getAttribute('download')).toBe(doc.fileName);
    await user.click(screen.getByRole('button', { name: /印\s*刷/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(sentTo(endpoints.document)).toHaveLength(1);
  });

  it('says what to do when the month has no payables, and offers no PDF', async () => {
    answer = { ...doc, table: { ...doc.table, rows: [] }, totals: [] };
    signIn(headOffice);
    renderWithProviders(<Page />, { path: `${route}?month=2026-10`, route });
    expect(await screen.findByText(doc.table.empty)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /印\s*刷/ }).hasAttribute('disabled')).toBe(true));
    expect(pdfCalls).toEqual([]);
  });
});
