// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: this file reads what happy-dom does not render alike (computed colours, print
// frames, PDF blobs, antd select timing); docs/testing.md, "the tiers".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { businessToday } from '../../lib/business-today.js';
import { renderWithProviders } from '../../test/render.js';
import { signIn, testSession } from '../../test/session.js';
import { ReportPage } from './report-page.js';
import { presetPeriod } from './report-period.js';
import type { ReportColumn, ReportData, ReportQuery } from './report-types.js';

// The report skeleton for head office: criteria in the URL, summary, the 合計 row, CSV in UTF-8 and
// Shift_JIS under the report's file name, the print view, and the error and empty states.

type Row = { cinema: string; day: string; sales: number; refunds: number | null };
const rows: Row[] = [
  { cinema: '劇場A', day: '2026-11-28', sales: 12000, refunds: -1500 },
  { cinema: '劇場B', day: '2026-11-29', sales: 3000, refunds: null },
];
const columns: ReportColumn<Row>[] = [
  { key: 'cinema', title: '劇場', value: (r) => r.cinema, fixed: true },
  { key: 'day', title: '日付', type: 'date', value: (r) => r.day },
  { key: 'sales', title: '売上（円）', type: 'figure', value: (r) => r.sales, total: 'sum' },
  { key: 'refunds', title: '返金（円）', type: 'figure', value: (r) => r.refunds, total: 'sum' },
];
const session = testSession('headOffice', {
  permissionMap: { reports: ['view', 'export'] },
  cinemas: [
    { id: 10, name: 'シネマライン新宿', code: 'SJK', brandId: 1 },
    { id: 11, name: 'シネマライン梅田', code: 'UMD', brandId: 1 },
  ],
});
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderReport(fetch: (q: ReportQuery) => Promise<ReportData<Row>>, path = '/report') {
  signIn(session);
  return renderWithProviders(
    <>
      <ReportPage<Row>
        title="営業日報"
        module="reports"
        basis="screeningDay"
        queryKey={['testReport']}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.cinema}
        summary={(d) => [{ title: '売上合計', value: d.rows.reduce((a, r) => a + r.sales, 0), suffix: '円' }]}
      />
      <Where />
    </>,
    { path, route: '/report' },
  );
}

/** The downloads: each file's name and bytes. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (b: Blob) => ((last = b), 'blob:x'),
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}
const bytes = async (b: Blob) => Array.from(new Uint8Array(await b.arrayBuffer()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ReportPage', () => {
  it('keeps the criteria in the URL, adds up the 合計 row and shows negatives as -1,500 in red', async () => {
    const fetch = vi.fn(async () => ({ rows }));
    renderReport(fetch, '/report?cinema=11&from=2026-11-01&to=2026-11-30');
    await screen.findByText('劇場A');
    expect(fetch).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30', cinemaIds: [11], extra: {} });
    expect(screen.getByTestId('report-basis').textContent).toBe('集計基準：上映日');

    const totals = document.querySelector('.report-totals')!;
    expect(within(totals as HTMLElement).getByText('合計')).toBeTruthy();
    expect(within(totals as HTMLElement).getByText('15,000')).toBeTruthy();
    const refund = within(screen.getByText('劇場A').closest('tr')!).getByText('-1,500');
    expect(refund.getAttribute('style')).toContain('color');
    // Not applicable is '-', apart from zero; the date has its weekday, 土 in blue.
    expect(within(screen.getByText('劇場B').closest('tr')!).getByText('-')).toBeTruthy();
    expect(screen.getByText('2026-11-28（土）').getAttribute('data-day-kind')).toBe('saturday');
    expect(screen.getByText('15,000', { selector: '.ant-statistic *' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '前月' }));
    const lastMonth = presetPeriod('lastMonth', businessToday());
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ ...lastMonth, cinemaIds: [11], extra: {} }));
    const search = new URLSearchParams(screen.getByTestId('search').textContent);
    expect([search.get('cinema'), search.get('from'), search.get('to')]).toEqual(['11', lastMonth.from, lastMonth.to]);
  });

  it('exports CSV with BOM or in Shift_JIS and prints, named 営業日報_{劇場コード}_{期間}', async () => {
    const files = captureDownloads();
    renderReport(async () => ({ rows }), '/report?cinema=10&from=2026-11-01&to=2026-11-30');
    await screen.findByText('劇場A');

    await user.click(screen.getByRole('button', { name: /CSV出力/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('営業日報_SJK_20261101-20261130.csv');
    const utf8 = await bytes(files[0]!.blob);
    expect(utf8.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(new Uint8Array(utf8));
    expect(text).toContain('劇場A,2026-11-28,12000,-1500\r\n');
    expect(text).toContain('劇場B,2026-11-29,3000,\r\n');
    expect(text).toContain('合計,,15000,-1500\r\n');

    await user.click(screen.getByRole('button', { name: 'CSVの文字コードを選んで出力' }));
    await user.click(await screen.findByText('Shift_JISで出力'));
    await waitFor(() => expect(files).toHaveLength(2));
    const sjis = await bytes(files[1]!.blob);
    // 劇場 is 8C 80 8F EA in Shift_JIS, and there is no BOM.
    expect(sjis.slice(0, 4)).toEqual([0x8c, 0x80, 0x8f, 0xea]);

    let printed = '';
    vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.body.classList.contains('report-printing')).toBe(true);
      printed = screen.getByTestId('report-print').textContent ?? '';
    });
    await user.click(screen.getByRole('button', { name: /印\s?刷/ }));
    expect(printed).toContain('営業日報');
    expect(printed).toContain('劇場：SJK シネマライン新宿');
    expect(printed).toContain('期間：2026-11-01（日）〜2026-11-30（月）');
    expect(printed).toContain('集計基準：上映日');
    expect(printed).toContain('合計');
    expect(document.body.classList.contains('report-printing')).toBe(false);
    expect(screen.queryByTestId('report-print')).toBeNull();
  });

  it('shows a failure with 再読み込み, then the empty state when nothing matches', async () => {
    const fetch = vi
      .fn<(q: ReportQuery) => Promise<ReportData<Row>>>()
      .mockRejectedValueOnce(new Error('サーバーに接続できません'))
      .mockResolvedValue({ rows: [] });
    renderReport(fetch);
    expect(await screen.findByText('サーバーに接続できません')).toBeTruthy();
    // With no cinema chosen, head office opens on 全劇場計 and 昨日.
    const yesterday = presetPeriod('yesterday', businessToday());
    expect(fetch).toHaveBeenCalledWith({ ...yesterday, cinemaIds: null, extra: {} });
    await user.click(screen.getByRole('button', { name: /再読み込み/ }));
    expect(await screen.findByText('該当するデータがありません。条件を変えて検索してください。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /CSV出力/ }).hasAttribute('disabled')).toBe(true);
  });
});
