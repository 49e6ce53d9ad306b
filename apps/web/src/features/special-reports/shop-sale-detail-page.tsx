import { specialReportEndpoints, type ShopSaleDetail, type ShopSaleDetailRow } from '@cinema/contracts';
import { periodQuery, reportFetch } from '../../ui/report-page/report-fetch.js';
import { ReportPage } from '../../ui/report-page/report-page.js';
import type { ReportData, SummaryFigure } from '../../ui/report-page/report-types.js';
import { shopSaleDetailColumns, shopSaleDetailTotals } from './shop-sale-detail-columns.js';
import { daysOf, specialReportKeys, useShownCriteria } from './special-report-criteria.js';

// 売店売上明細（日別） (/CL-shopSale-detail-report, docs/reports.md, "特別レポート"): a month of each shop item, day by day.

type Data = ReportData<ShopSaleDetailRow> & { answer: ShopSaleDetail };

export const fetchShopSaleDetail = reportFetch(
  specialReportEndpoints.shopSaleDetail,
  (q) => periodQuery(q),
  (answer): Data => ({ rows: answer.rows, totals: shopSaleDetailTotals(answer.days, answer.totals), answer }),
);

const summary = ({ answer }: Data): SummaryFigure[] => [
  { title: '数量', value: answer.totals.totalQuantity, suffix: '点' },
  { title: '金額（税込）', value: answer.totals.totalAmount, suffix: '円' },
  { title: '消費税', value: answer.totals.tax, suffix: '円' },
  { title: '税抜金額', value: answer.totals.netOfTax, suffix: '円' },
];

export default function ShopSaleDetailPage() {
  const { query } = useShownCriteria('thisMonth');
  return (
    <ReportPage<ShopSaleDetailRow, Data>
      title="売店売上明細（日別）"
      module="special"
      basis="saleDay"
      periodLabel="営業日"
      defaultPeriod="thisMonth"
      queryKey={[...specialReportKeys.all, 'shopSaleDetail']}
      fetch={fetchShopSaleDetail}
      columns={shopSaleDetailColumns(daysOf(query))}
      rowKey={(r) => `${r.itemId}-${r.taxRate}-${String(r.eatIn)}`}
      summary={summary}
      emptyText="この期間に売店の売上はありません。条件を変えて検索してください。"
    />
  );
}
