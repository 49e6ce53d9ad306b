import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import { journalEndpoints, journalMessages, permissionTypes, type JournalPreview } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import JournalPage from './journal-page.js';

const side = (subjectName: string, amount: number, sub = '') => ({
  subjectCode: '100',
  subjectName,
  sub,
  dept: '0101',
  taxKind: '対象外',
  amount,
  tax: 0,
});
let closed = false;
const preview = (): JournalPreview => ({
  month: '2026-10',
  voucher: 'dailyReport',
  closed,
  lines: [
    {
      voucherNo: 1,
      date: '2026-10-01',
      cinemaCode: '0101',
      debit: side('現金', 11_000),
      credit: side('売上高（興行収入）', 10_000, '興行'),
      description: '日報売上',
    },
    {
      voucherNo: 1,
      date: '2026-10-01',
      cinemaCode: '0101',
      debit: null,
      credit: side('仮受消費税', 1_000),
      description: '日報売上',
    },
  ],
  debitTotal: 11_000,
  creditTotal: 11_000,
  warnings: [],
});
const { sentTo, fetchMock } = stubEndpoints([
  on(journalEndpoints.preview, () => preview()),
  on(journalEndpoints.download, () => ({ fileName: '会計伝票.csv', content: 'MTIz', provisional: !closed })),
]);

beforeEach(() => {
  Modal.destroyAll();
  document.body.style.pointerEvents = '';
  closed = false;
  signIn(testSession('headOffice', { permissionMap: { accounting: [...permissionTypes] } }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
const user = userEvent.setup({ delay: null });
const downloads = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/api/journal/download'));

describe('/accounting-report-download', () => {
  it('shows the lines with 借方合計 = 貸方合計 after 表示', async () => {
    renderWithProviders(<JournalPage />, { path: '/accounting-report-download' });
    await user.click(screen.getByRole('button', { name: /表\s*示/ }));
    expect(await screen.findByText('100 売上高（興行収入）')).toBeTruthy();
    expect(screen.getByText('借方合計 ¥11,000')).toBeTruthy();
    expect(screen.getByText('貸方合計 ¥11,000')).toBeTruthy();
    expect(screen.getByText('貸借一致')).toBeTruthy();
    expect(screen.getByText('未締めのため暫定の数値です（月次締め後に確定します）')).toBeTruthy();
    expect(sentTo(journalEndpoints.preview)).toHaveLength(1);
  });

  it('downloads a closed month at once', async () => {
    closed = true;
    renderWithProviders(<JournalPage />, { path: '/accounting-report-download' });
    await user.click(screen.getByRole('button', { name: /表\s*示/ }));
    await user.click(await screen.findByRole('button', { name: /ダウンロード/ }));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(downloads()[0]).toContain('provisional=false');
  });
  it('asks before downloading an open month, and sends provisional=true', async () => {
    renderWithProviders(<JournalPage />, { path: '/accounting-report-download' });
    await user.click(screen.getByRole('button', { name: /表\s*示/ }));
    await user.click(await screen.findByRole('button', { name: /ダウンロード/ }));
    expect(await screen.findByText(journalMessages.confirmProvisional)).toBeTruthy();
    expect(downloads()).toHaveLength(0);
    const ok = screen.getAllByRole('button', { name: /ダウンロード/ }).at(-1);
    if (ok) await user.click(ok);
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(downloads()[0]).toContain('provisional=true');
    expect(downloads()[0]).toContain('layout=yayoi');
  });
});
