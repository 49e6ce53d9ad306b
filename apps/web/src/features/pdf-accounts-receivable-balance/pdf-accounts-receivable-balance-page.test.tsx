// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accountReceivableEndpoints,
  pdfAccountsReceivableBalanceEndpoints,
  type PrintDocument,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { stubPdfFetch } from '../../test/pdf-fetch.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import Page from './pdf-accounts-receivable-balance-page.js';

// 売掛金残高一覧表: the month's PDF in the page with ダウンロード under its file name, the criteria from the URL passed
// on to the PDF; 印刷 prints the same document as HTML (the group heading, the client, the 合計); a month without
// activity says what to do and offers no PDF.

const endpoints = pdfAccountsReceivableBalanceEndpoints;
const doc: PrintDocument = {
  title: '売掛金残高一覧表',
  subtitle: '（2026年10月31日現在）',
  orientation: 'landscape',
  fileName: '売掛金残高一覧表_20261001-20261031.pdf',
  recipient: null,
  issuer: { lines: ['株式会社シネマライン', '登録番号：T1234567890123'], stampUrl: null },
  meta: [{ label: '発行日', value: '2026年11月10日' }],
  lead: [],
  table: {
    columns: [
      { title: '取引先名', align: 'left', width: 3 },
      { title: '当月末残高', align: 'right', width: 1 },
    ],
    rows: [
      { kind: 'note', cells: ['【法人グループ】'] },
      { kind: 'row', cells: ['青葉商事株式会社', '12,300'] },
      { kind: 'total', cells: ['合計', '12,300'] },
    ],
    empty: '2026年10月末までに売掛の動きがある取引先はありません',
  },
  totals: [{ label: '当月末残高合計', value: '12,300円', strong: true }],
  notes: [],
};
let answer: PrintDocument = doc;
const { sentTo } = stubEndpoints([
  on(endpoints.document, () => answer),
  on(accountReceivableEndpoints.options, () => ({
    clients: [{ id: 7, code: 'C7', name: '青葉商事株式会社' }],
    clientGroups: [{ id: 2, name: '法人グループ' }],
    deposits: [],
  })),
]);
const pdfCalls = stubPdfFetch(endpoints.pdf.path, 'blob:ar-balance-pdf');
beforeEach(() => {
  answer = doc;
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { accounting: ['view'] } });
const route = '/pdf-accounts-receivable-balance';

describe('売掛金残高一覧表', () => {
  it('shows the PDF of the URL’s criteria with its download, and prints the same document as HTML', async () => {
    signIn(headOffice);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const view = screen.getByTestId('print-document');
      expect(view.textContent).toContain('売掛金残高一覧表');
      expect(view.textContent).toContain('【法人グループ】');
      expect(view.textContent).toContain('青葉商事株式会社');
      expect(view.textContent).toContain('当月末残高合計12,300円');
    });
    renderWithProviders(<Page />, { path: `${route}?month=2026-10&clientGroupId=2&nonZero=true`, route });
    const viewer = await screen.findByLabelText('売掛金残高一覧表のPDF');
    expect(viewer.getAttribute('data')).toBe('blob:ar-balance-pdf');
    expect(pdfCalls[0]).toBe(`${endpoints.pdf.path}?month=2026-10&clientGroupId=2&nonZero=true`);
    expect(screen.getByRole('link', { name: /ダウンロード/ }).getAttribute('download')).toBe(doc.fileName);
    await user.click(screen.getByRole('button', { name: /印\s*刷/ }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(sentTo(endpoints.document)).toHaveLength(1);
  });

  it('says what to do when the month has no activity, and offers no PDF', async () => {
    answer = { ...doc, table: { ...doc.table, rows: [] }, totals: [] };
    signIn(headOffice);
    renderWithProviders(<Page />, { path: `${route}?month=2026-10`, route });
    expect(await screen.findByText(doc.table.empty)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /印\s*刷/ }).hasAttribute('disabled')).toBe(true));
    expect(pdfCalls).toEqual([]);
  });
});
