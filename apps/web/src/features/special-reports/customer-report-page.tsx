import { Alert } from 'antd';
import { specialReportEndpoints, type CustomerReport, type CustomerReportDay } from '@cinema/contracts';
import { usePrefectures } from '../../entities/system/system-queries.js';
import { periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection, type ReportSection } from '../../ui/report-page/report-sections.js';
import type { ReportData, ReportQuery, SummaryFigure } from '../../ui/report-page/report-types.js';
import { bucketColumns, customerDayColumns, customerHourColumns } from './customer-report-columns.js';
import { specialReportKeys } from './special-report-criteria.js';

// 客数・客層報告 (/CL-ikebukuro-cus-report, docs/reports.md, "特別レポート"): the site's days for its landlord (売上（税抜）,
// 客数, 入場者数) and its customers (居住地, 年代, 性別). 表示列 chooses the day block's columns, 表示ブロック the blocks
// under it (shown, printed and exported alike), 居住地 narrows the 客層 to one prefecture's customers.

type Data = ReportData<CustomerReportDay> & { answer: CustomerReport };

export const fetchCustomerReport = reportFetch(
  specialReportEndpoints.customerReport,
  (q) => ({
    ...periodQuery(q),
    prefecture: q.extra.prefecture || undefined,
  }),
  (answer): Data => ({ rows: answer.days, totals: answer.totals, answer }),
);

const summary = ({ answer }: Data): SummaryFigure[] => [
  { title: '売上（税抜）', value: answer.totals.amount, suffix: '円' },
  { title: '客数', value: answer.totals.customers, suffix: '件' },
  { title: '入場者数', value: answer.totals.admissions, suffix: '人' },
  { title: '客単価（税抜）', value: answer.totals.perCustomer, suffix: '円' },
];

/** Which day each figure counts on, above the figures on screen and in print. */
const heading = () => (
  <Alert
    type="info"
    style={{ marginBottom: 16 }}
    data-testid="customer-report-basis"
    title="売上（税抜）・客数・客層は販売日、入場者数は上映日で集計しています。"
  />
);

const blockOptions = [
  { value: 'customer', label: '客層（居住地・年代・性別）' },
  { value: 'hourly', label: '客層と時間帯別' },
  { value: 'none', label: '日付別のみ' },
];

function sections({ answer }: Data, q: ReportQuery): ReportSection[] {
  const blocks = q.extra.blocks ?? 'customer';
  if (blocks === 'none') return [];
  const narrowed = q.extra.prefecture ? '（選択した居住地のお客様）' : '';
  const note = `属性を伺った会計と伺わなかった会計（未回答）の件数。取消は件数から除き、払戻は払い戻した日の売上から引きます。${narrowed}`;
  const list: ReportSection[] = [
    reportSection({
      key: 'prefectures',
      title: `居住地（都道府県）${narrowed}`,
      note,
      columns: bucketColumns('居住地'),
      rows: answer.prefectures,
      rowKey: (r) => r.key || 'none',
    }),
    reportSection({
      key: 'ageBands',
      title: `年代${narrowed}`,
      columns: bucketColumns('年代'),
      rows: answer.ageBands,
      rowKey: (r) => r.key || 'none',
    }),
    reportSection({
      key: 'genders',
      title: `性別${narrowed}`,
      columns: bucketColumns('性別'),
      rows: answer.genders,
      rowKey: (r) => r.key,
    }),
  ];
  if (blocks === 'hourly')
    list.push(
      reportSection({
        key: 'hours',
        title: '時間帯別（販売日）',
        note: '会計した時刻の時間帯ごと（36時間表記）。チケットと売店の両方を含む会計はそれぞれに数えます。',
        columns: customerHourColumns,
        rows: answer.hours,
        rowKey: (r) => String(r.hour),
      }),
    );
  return list;
}

export default function CustomerReportPage() {
  const prefectures = usePrefectures().data ?? [];
  return (
    <ReportPage<CustomerReportDay, Data>
      title="客数・客層報告"
      module="special"
      basis="mixed"
      periodLabel="営業日"
      defaultPeriod="thisMonth"
      queryKey={[...specialReportKeys.all, 'customerReport']}
      fetch={fetchCustomerReport}
      columns={customerDayColumns}
      rowKey={(r) => r.date}
      criteria={[
        { key: 'blocks', label: '表示ブロック', width: 220, options: blockOptions, defaultValue: 'customer' },
        {
          key: 'prefecture',
          label: '居住地',
          width: 140,
          options: prefectures.map((p) => ({ value: p.code, label: p.name })),
        },
      ]}
      summary={summary}
      heading={heading}
      sections={sections}
      emptyText="この期間の売上はありません。条件を変えて検索してください。"
    />
  );
}
