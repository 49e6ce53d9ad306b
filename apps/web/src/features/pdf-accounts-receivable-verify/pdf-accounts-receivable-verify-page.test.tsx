// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accountReceivableEndpoints,
  pdfAccountsReceivableVerifyEndpoints,
  type PrintBatch,
  type PrintDocument,
} from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { stubPdfFetch } from '../../test/pdf-fetch.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import Page from './pdf-accounts-receivable-verify-page.js';

// 売掛金残高確認書: the letters' PDF for the URL's criteria (残高の下限) with ダウンロード under the batch's file name; 印刷
// prints every letter as HTML, each with 御中, the request sentence and the reply slip's boxes; no letter says what to
// do and offers no PDF.

const endpoints = pdfAccountsReceivableVerifyEndpoints;
const letter = (name: string, balance: string): PrintDocument => ({
  title: '売掛金残高確認書',
  subtitle: '（2026年10月31日現在）',
  orientation: 'portrait',
  fileName: `売掛金残高確認書_${name}.pdf`,
  recipient: { name, lines: [] },
  issuer: { lines: ['株式会社シネマライン'], stampUrl: null },
  meta: [{ label: '基準日', value: '2026年10月31日' }],
  lead: ['貴社に対する当社の売掛金残高は下記のとおりです。'],
  table: {
    columns: [
      { title: '請求書番号', align: 'left', width: 2 },
      { title: '未入金額', align: 'right', width: 1 },
    ],
    rows: [{ kind: 'total', cells: ['合計', balance] }],
    empty: '',
  },
  totals: [{ label: '売掛金残高', value: `${balance}円`, strong: true }],
  notes: [],
  reply: {
    title: '回答書',
    lead: '下記のとおり回答します。',
    fields: [
      { label: '照合結果', hint: '一致　・　不一致', lines: 1 },
      { label: '署名・社印', hint: '', lines: 3 },
    ],
  },
});
const batch: PrintBatch = {
  fileName: '売掛金残高確認書_20261031.pdf',
  empty: '2026年10月末の売掛金残高が100,000円以上の取引先はありません。下限を下げるか対象月を変えてください',
  documents: [letter('青葉商事株式会社', '120,000'), letter('北星興業株式会社', '300,000')],
};
let answer: PrintBatch = batch;
stubEndpoints([
  on(endpoints.document, () => answer),
  on(accountReceivableEndpoints.options, () => ({ clients: [], clientGroups: [], deposits: [] })),
]);
const pdfCalls = stubPdfFetch(endpoints.pdf.path, 'blob:ar-verify-pdf');
beforeEach(() => {
  answer = batch;
});

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const headOffice = testSession('headOffice', { permissionMap: { accounting: ['view'] } });
const route = '/pdf-accounts-receivable-verify';

describe('売掛金残高確認書', () => {
  it('shows the letters’ PDF with its download, and prints every letter with its reply slip', async () => {
    signIn(headOffice);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const letters = screen.getAllByTestId('print-document');
      expect(letters).toHaveLength(2);
      expect(letters[0]?.textContent).toContain('青葉商事株式会社　御中');
      expect(letters[1]?.textContent).toContain('北星興業株式会社　御中');
      for (const l of letters) {
        expect(l.textContent).toContain('貴社に対する当社の売掛金残高は下記のとおりです。');
        expect(l.querySelector('.print-document-reply')?.textContent).toContain('署名・社印');
      }
    });
    renderWithProviders(<Page />, { path: `${route}?month=2026-10&minBalance=100000`, route });
    const viewer = await screen.findByLabelText('売掛金残高確認書のPDF');
    expect(viewer.getAttribute('data')).toBe('blob:ar-verify-pdf');
    expect(pdfCalls[0]).toBe(`${endpoints.pdf.path}?month=2026-10&minBalance=100000`);
    expect(screen.getByRole('link', { name: /ダウンロード/ }).getAttribute('download')).toBe(batch.fileName);
    await user.click(screen.getByRole('button', { name: /印\s*刷/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what to do when no client reaches the threshold, and offers no PDF', async () => {
    answer = { ...batch, documents: [] };
    signIn(headOffice);
    renderWithProviders(<Page />, { path: `${route}?month=2026-10&minBalance=100000`, route });
    expect(await screen.findByText(batch.empty)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /印\s*刷/ }).hasAttribute('disabled')).toBe(true));
    expect(pdfCalls).toEqual([]);
  });
});
