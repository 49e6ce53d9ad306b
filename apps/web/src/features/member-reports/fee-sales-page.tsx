import { FeeSalesReportPage } from './fee-sales-report.js';

// 会費売上（窓口） (/memberShip-feeSales-report): 会費 sold at POS and 券売機.
export default function FeeSalesPage() {
  return <FeeSalesReportPage channel="counter" />;
}
