import { Empty } from 'antd';
import { PageHeader } from '../../ui/page-header.js';

/**
 * 取引履歴（チケット）: the screen comes with the histories (issue 13 §2). Until then the route
 * exists for its メール再送 permission, and this says where the screen will be.
 */
export default function TransactionHistoryStandIn() {
  return (
    <>
      <PageHeader title="取引履歴（チケット）" />
      <Empty description="取引履歴の画面は準備中です。" />
    </>
  );
}
