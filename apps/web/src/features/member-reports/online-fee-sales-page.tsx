import { FeeSalesReportPage } from './fee-sales-report.js';

// 会費売上（オンライン） (/memberShip-onlineFeeSales-report): 会費 paid on the web and the app, with 決済手数料.
export default function OnlineFeeSalesPage() {
  return <FeeSalesReportPage channel="online" />;
}
