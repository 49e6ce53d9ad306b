import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { specialReportEndpoints, systemEndpoints, type CustomerReport } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import CustomerReportPage from './customer-report-page.js';

// 客数・客層報告 for head office: a row per day (売上（税抜）, 客数, 入場者数), the server's 合計, and under it the 客層
// blocks with 件数 and 構成比; 表示ブロック adds 時間帯別 or leaves only the days, and 居住地 narrows the 客層.
const session = testSession('headOffice', {
  cinemas: [{ id: 10, name: 'シネマライン池袋', code: '0102', brandId: 1 }],
  specialReport: true,
  permissionMap: { special: ['view', 'export'] },
});
const bucket = (key: string, label: string, customers: number, ratio: number | null, amount: number) => ({
  key,
  label,
  customers,
  ratio,
  amount,
});
const answer: CustomerReport = {
  days: [
    { date: '2026-01-10', amount: 10290, customers: 3, admissions: 8, perCustomer: 3430 },
    { date: '2026-01-11', amount: -463, customers: 1, admissions: 1, perCustomer: -463 },
  ],
  totals: { amount: 9827, customers: 4, admissions: 9, perCustomer: 2457 },
  prefectures: [bucket('13', '東京都', 3, 0.75, 9000), bucket('', '未回答', 1, 0.25, 827)],
  ageBands: [bucket('20s', '20代', 4, 1, 9827), bucket('', '未回答', 0, 0, 0)],
  genders: [bucket('female', '女性', 4, 1, 9827)],
  hours: [{ hour: 25, ticketTxns: 2, shopTxns: 1, amount: 4100 }],
};
const { fetchMock } = stubEndpoints([
  on(specialReportEndpoints.customerReport, () => answer),
  on(systemEndpoints.prefectures, () => [
    { code: '13', name: '東京都' },
    { code: '14', name: '神奈川県' },
  ]),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const path = '/CL-ikebukuro-cus-report?from=2026-01-10&to=2026-01-11&cinema=10';
const open = (url = path) =>
  renderWithProviders(<CustomerReportPage />, { path: url, route: '/CL-ikebukuro-cus-report' });

describe('客数・客層報告', () => {
  it('shows each day’s 売上（税抜）, 客数 and 入場者数, the 合計, and the 客層 blocks', async () => {
    signIn(session);
    open();
    const first = (await screen.findByText('2026-01-10（土）')).closest('tr')!;
    for (const text of ['10,290', '3', '8']) expect(within(first).getAllByText(text).length).toBeGreaterThan(0);
    const next = screen.getByText('2026-01-11（日）').closest('tr')!;
    expect(within(next).getAllByText('-463').length).toBeGreaterThan(0);
    const totals = screen.getAllByText('合計')[0]!.closest('tr')!;
    expect(within(totals).getByText('9,827')).toBeTruthy();
    const residence = screen.getByTestId('report-section-prefectures');
    expect(within(residence).getByText('東京都').closest('tr')!.textContent).toContain('75.0%');
    expect(within(residence).getByText('未回答')).toBeTruthy();
    expect(within(screen.getByTestId('report-section-ageBands')).getByText('20代')).toBeTruthy();
    expect(within(screen.getByTestId('report-section-genders')).getByText('女性')).toBeTruthy();
    expect(screen.queryByTestId('report-section-hours')).toBeNull();
    const url = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes('/customerReport'))!;
    expect(url).toContain('from=2026-01-10&to=2026-01-11&cinemaIds=10');
  });

  it('shows 時間帯別 when chosen, and asks for the 居住地 chosen', async () => {
    signIn(session);
    open(`${path}&blocks=hourly&prefecture=13`);
    const hours = await screen.findByTestId('report-section-hours');
    expect(within(hours).getByText('25時台').closest('tr')!.textContent).toContain('4,100');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u)).some((u) => u.includes('prefecture=13'))).toBe(true),
    );
  });

  it('leaves the 客層 out for 日付別のみ, and exports the days and the blocks shown', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(session);
    open(`${path}&blocks=none`);
    await screen.findByText('2026-01-10（土）');
    expect(screen.queryByTestId('report-section-prefectures')).toBeNull();
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('客数（会計件数）');
    expect(csv).toContain('10290');
    expect(csv).not.toContain('居住地');
    vi.unstubAllGlobals();
  });
});
