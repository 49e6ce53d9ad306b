import type { ShopSaleRow } from '@cinema/contracts';
import { ReportPage } from '../../ui/report-page/report-page.js';
import { shopSaleColumns } from './shop-sale-columns.js';
import {
  fetchShopSale,
  shopSaleChart,
  shopSaleKeys,
  shopSaleSummary,
  useShopSaleCriteria,
} from './shop-sale-report.js';

const rowKey = (r: ShopSaleRow) =>
  r.kind === 'item' ? `i-${r.itemId}-${r.taxRate}` : `${r.kind}-${r.shopGroup}-${r.category ?? ''}`;

/** /shop-sale: the chosen cinema's shop items over a period by 販売日 (docs/reports.md, "売店売上（商品別）"). */
export default function ShopSalePage() {
  const criteria = useShopSaleCriteria();
  return (
    <ReportPage<ShopSaleRow>
      title="売店売上（商品別）"
      module="reports"
      basis="saleDay"
      cinemas="chosen"
      periodLabel="営業日"
      queryKey={shopSaleKeys.all}
      fetch={fetchShopSale}
      columns={shopSaleColumns}
      rowKey={rowKey}
      criteria={criteria}
      summary={shopSaleSummary}
      chart={shopSaleChart}
    />
  );
}
