import {
  FEE_SALES_MAX_LINES,
  memberReportEndpoints,
  membershipFeeKind,
  type FeeSalesChannel,
  type FeeSalesDay,
  type FeeSalesReport,
  type MembershipFeeKind,
} from '@cinema/contracts';
import { idCriterion, periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { reportSection, type ReportSection } from '../../ui/report-page/report-sections.js';
import type { ReportData, SummaryFigure } from '../../ui/report-page/report-types.js';
import { feeSalesDayColumns, feeSalesLineColumns } from './fee-sales-columns.js';
import { memberReportKeys, useMemberReportOptions } from './member-report-queries.js';

// 会費売上（窓口） and 会費売上（オンライン） (docs/membership.md, "会員レポート"): one page for both channels, on the sales
// day: 日付 × 費目 with its refunds, and the detail of every 会費 line.

type Data = ReportData<FeeSalesDay> & { answer: FeeSalesReport };

const endpointOf = { counter: memberReportEndpoints.feeSales, online: memberReportEndpoints.onlineFeeSales };
const fetchFeeSales = (channel: FeeSalesChannel) =>
  reportFetch(
    endpointOf[channel],
    (q) => ({
      ...periodQuery(q),
      memberSystemId: idCriterion(q.extra.memberSystemId),
      feeKind: (q.extra.feeKind as MembershipFeeKind | undefined) || undefined,
      paymentMethodId: idCriterion(q.extra.paymentMethodId),
    }),
    (answer): Data => ({ rows: answer.days, answer }),
  );

const sum = (rows: FeeSalesDay[], key: 'count' | 'gross' | 'tax' | 'refundAmount' | 'paymentFee') =>
  rows.reduce((n, r) => n + r[key], 0);

const summary =
  (online: boolean) =>
  ({ rows }: Data): SummaryFigure[] => [
    { title: '件数', value: sum(rows, 'count'), suffix: '件' },
    { title: '税込', value: sum(rows, 'gross'), suffix: '円' },
    { title: '消費税', value: sum(rows, 'tax'), suffix: '円' },
    { title: '返金額', value: sum(rows, 'refundAmount'), suffix: '円' },
    ...(online ? [{ title: '決済手数料', value: sum(rows, 'paymentFee'), suffix: '円' }] : []),
  ];

const sections = ({ answer }: Data): ReportSection[] => [
  reportSection({
    key: 'lines',
    title: '明細',
    note: answer.linesTruncated
      ? `明細は先頭の${FEE_SALES_MAX_LINES.toLocaleString()}件のみ表示しています（日付別の集計はすべての明細の合計です）。期間を短くしてください。`
      : '取消・払戻はその日のマイナスの行として表示します。有効期限は年会費・更新料で延長した日付です。',
    columns: feeSalesLineColumns,
    rows: answer.lines,
    rowKey: (r) => r.lineId,
  }),
];

export function FeeSalesReportPage({ channel }: { channel: FeeSalesChannel }) {
  const options = useMemberReportOptions();
  const online = channel === 'online';
  return (
    <ReportPage<FeeSalesDay, Data>
      title={online ? '会費売上（オンライン）' : '会費売上（窓口）'}
      module="membership"
      basis="saleDay"
      periodLabel="販売営業日"
      defaultPeriod="thisMonth"
      queryKey={[...memberReportKeys.all, 'feeSales', channel]}
      fetch={fetchFeeSales(channel)}
      columns={feeSalesDayColumns(online)}
      rowKey={(r) => `${r.date}-${r.feeKind}`}
      criteria={[
        {
          key: 'memberSystemId',
          label: '会員制度',
          width: 200,
          options: options.memberSystems.map((s) => ({ value: String(s.id), label: s.name })),
        },
        { key: 'feeKind', label: '費目', width: 150, options: membershipFeeKind.options },
        {
          key: 'paymentMethodId',
          label: '決済方法',
          width: 170,
          options: options.paymentMethods.map((m) => ({ value: String(m.id), label: m.name })),
        },
      ]}
      summary={summary(online)}
      sections={sections}
      emptyText={
        online
          ? 'この期間にオンラインで販売した会費はありません。条件を変えて検索してください。'
          : 'この期間に窓口（POS・券売機）で販売した会費はありません。条件を変えて検索してください。'
      }
    />
  );
}
