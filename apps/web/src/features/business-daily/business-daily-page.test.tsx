import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { businessDailyEndpoints, type BusinessDailyReport, type KpiRow } from '@cinema/contracts';
import { on, stubEndpoints } from '../../test/fetch-mock.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import BusinessDailyPage from './business-daily-page.js';
import { chooseOption } from '../../test/select.js';

// 営業日報: the KPI table with its comparisons, the day's 天候・特記事項 entered by the cinema's staff (and only read
// by head office), and the lower blocks, exported with the table.

const kpi = (key: string, label: string, group: KpiRow['group'], unit: KpiRow['unit'], current: number): KpiRow => ({
  key,
  group,
  label,
  unit,
  current,
  lastYear: current / 2,
  yoy: 2,
  monthToDate: current * 10,
  lastYearToDate: current * 5,
  yoyToDate: 2,
  target: null,
  achievement: null,
});
const day = '2026-11-23';
const report: BusinessDailyReport = {
  from: day,
  to: day,
  cinemas: [{ id: 10, code: 'SJK', name: 'シネマライン新宿' }],
  closing: 'open',
  compared: {
    lastYearFrom: '2025-11-24',
    lastYearTo: '2025-11-24',
    monthFrom: '2026-11-01',
    monthTo: day,
    lastYearMonthFrom: '2025-11-01',
    lastYearMonthTo: '2025-11-23',
  },
  notes: [],
  kpis: [
    // 月目標 from 売上目標; 達成率 = 月累計 ÷ 月目標.
    { ...kpi('boxOffice', '興行収入（税込）', 'boxOffice', 'yen', 1234500), target: 24_690_000, achievement: 0.5 },
    kpi('admissions', '動員（計）', 'boxOffice', 'persons', 700),
    kpi('soldRate', '販売率', 'boxOffice', 'percent', 0.125),
    kpi('shopSales', '売店売上（税込）', 'shop', 'yen', 300000),
    kpi('totalSales', '売上合計（税込）', 'total', 'yen', 1534500),
  ],
  payments: [
    { kind: 'cash', label: '現金', count: 40, amount: 80000, refundCount: 1, refundAmount: 1800, net: 78200 },
    { kind: 'movieTicket', label: 'ムビチケ', count: 3, amount: 5400, refundCount: 0, refundAmount: 0, net: 5400 },
  ],
  taxes: [{ key: 'standard', label: '10%対象', base: 83600, tax: 7600, net: 76000 }],
  reconciliation: [
    { key: 'salesTotal', label: '売上計', kind: 'subtotal', amount: 83600 },
    {
      key: 'uncollected',
      label: 'ムビチケ等未収（ムビチケ・クーポン・鑑賞券・ポイント・売掛）',
      kind: 'line',
      amount: -5400,
    },
    { key: 'received', label: '当日受入（決済−返金）', kind: 'line', amount: 78200 },
    { key: 'difference', label: '差額（受入−計算）', kind: 'difference', amount: 0 },
  ],
  cash: {
    shifts: 2,
    workingShifts: 0,
    cashSales: 80000,
    cashRefunds: -1800,
    payouts: 0,
    overShort: -100,
    deposit: 78100,
  },
};
const blankNote = {
  cinemaId: 10,
  cinemaName: 'シネマライン新宿',
  businessDate: day,
  weather: null,
  weatherNote: null,
  notes: null,
  version: 0,
  updatedByName: null,
  updatedAt: null,
};
const { fetchMock, sentTo } = stubEndpoints([
  on(businessDailyEndpoints.report, () => report),
  on(businessDailyEndpoints.note, () => blankNote),
  on(businessDailyEndpoints.saveNote, ({ body }) => ({ ...blankNote, ...body, cinemaId: 10, version: 1 })),
]);
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
const staff = testSession('staff', { permissionMap: { reports: ['view', 'update', 'export'] } });
const path = `/business-daily?from=${day}&to=${day}`;
/** The table's row of a KPI (its label is also a summary card's title). */
const rowOf = async (label: string) => (await screen.findAllByText(label)).map((e) => e.closest('tr')).find(Boolean)!;

describe('営業日報', () => {
  it('shows the KPI rows with their comparisons, rates as %, and the lower blocks', async () => {
    signIn(staff);
    renderWithProviders(<BusinessDailyPage />, { path, route: '/business-daily' });
    const row = await rowOf('興行収入（税込）');
    // 当日, 前年同曜日, 前年比, 月累計, 前年同期累計, 前年比, 月目標 and 達成率.
    expect([...row.querySelectorAll('td')].slice(3).map((td) => td.textContent)).toEqual([
      '1,234,500',
      '617,250',
      '200.0%',
      '12,345,000',
      '6,172,500',
      '200.0%',
      '24,690,000',
      '50.0%',
    ]);
    expect(within(screen.getByText('販売率').closest('tr')!).getByText('12.5%')).toBeTruthy();
    for (const h of ['当日', '前年同曜日', '前年比', '月累計', '前年同期累計', '月目標', '達成率'])
      expect(screen.getAllByRole('columnheader', { name: h }).length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日・販売日');
    expect(screen.getByText('未締め')).toBeTruthy();
    expect(screen.getByText(/前年同曜日 2025-11-24（月）/)).toBeTruthy();
    const payments = screen.getByTestId('report-section-payments');
    expect(within(payments).getByText('ムビチケ')).toBeTruthy();
    // The 合計 row of 決済方法別 adds the methods up.
    expect(within(payments).getByText('83,600')).toBeTruthy();
    const recon = screen.getByTestId('report-section-reconciliation');
    expect(within(recon).getByText('差額（受入−計算）')).toBeTruthy();
    expect(within(screen.getByTestId('report-section-cash')).getByText('78,100')).toBeTruthy();
  });

  it('exports the table and its blocks in one CSV', async () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', { ...URL, createObjectURL, revokeObjectURL: vi.fn() });
    signIn(staff);
    renderWithProviders(<BusinessDailyPage />, { path, route: '/business-daily' });
    await rowOf('興行収入（税込）');
    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const csv = await createObjectURL.mock.calls[0]![0].text();
    expect(csv).toContain('区分,項目,単位,当日,前年同曜日,前年比');
    expect(csv).toContain('12.5%');
    expect(csv).toContain('\r\n決済方法別\r\n決済方法,件数,金額（円）');
    expect(csv).toContain('受入金額と売上の差');
    vi.unstubAllGlobals();
  });

  it('lets the cinema’s staff enter the day’s weather and notes, checked as the contract says', async () => {
    signIn(staff);
    renderWithProviders(<BusinessDailyPage />, { path, route: '/business-daily' });
    expect(await screen.findByText('未入力')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /天候・特記事項を入力/ }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: '天候' }), 'その他');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await within(dialog).findByText('天候が「その他」のときは「天候の補足」を入力してください')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('天候の補足'), '強風');
    await user.type(within(dialog).getByLabelText('特記事項'), '舞台挨拶');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(sentTo(businessDailyEndpoints.saveNote)).toHaveLength(1));
    expect(sentTo(businessDailyEndpoints.saveNote)[0]).toMatchObject({
      cinemaId: 10,
      businessDate: day,
      weather: 'other',
      weatherNote: '強風',
      notes: '舞台挨拶',
      version: 0,
    });
  });

  it('shows head office the notes without a way to change them', async () => {
    signIn(
      testSession('headOffice', {
        permissionMap: { reports: ['view', 'update', 'export'] },
        cinemas: [{ id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 }],
      }),
    );
    renderWithProviders(<BusinessDailyPage />, { path: `${path}&cinema=10`, route: '/business-daily' });
    await rowOf('興行収入（税込）');
    expect(screen.queryByRole('button', { name: /天候・特記事項/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cinemaIds=10'))).toBe(true);
  });
});
