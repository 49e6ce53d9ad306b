import { useState } from 'react';
import { Alert } from 'antd';
import { inventoryEndpoints, pathTo } from '@cinema/contracts';
import { useSession } from '../../api/session.js';
import { ListPage } from '../../ui/list-page.js';
import { inventoryBrandColumns } from './inventory-brand-columns.js';
import { inventoryQuery, PeriodFilter, StockFlagFilters, thisMonth } from './inventory-filters.js';
import { inventoryKeys } from './inventory-queries.js';

/**
 * 在庫一覧 for head office with no cinema chosen (docs/reports.md, "the report screens"): each item's stock summed over
 * the brand's cinemas, each cinema's beside it. 棚卸 and 保管場所 are a cinema's: choosing one shows its own list.
 */
export function InventoryBrandList() {
  const cinemas = useSession()?.cinemas ?? [];
  const [initial] = useState(() => ({ period: thisMonth() }));
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="すべての劇場の合計です"
        description="劇場ごとの受払・棚卸・保管場所は、ヘッダーの「劇場を選択」で劇場を選ぶと表示されます。"
      />
      <ListPage
        title="在庫一覧（全劇場）"
        // Its own 表示列 choice: the columns are not the cinema list's.
        listName={`${pathTo('/inventory')}#brand`}
        module="shop"
        endpoint={inventoryEndpoints.brandList}
        queryKey={[...inventoryKeys.all, 'brand']}
        rowKey="key"
        keyword="コード・名称・カナ"
        initialFilters={initial}
        toQuery={inventoryQuery}
        emptyText="在庫管理する商品・原材料がありません。商品または原材料で「在庫管理」を設定してください。"
        filters={
          <>
            <PeriodFilter />
            <StockFlagFilters />
          </>
        }
        exportName="在庫一覧（全劇場）"
        columns={inventoryBrandColumns(cinemas)}
      />
    </>
  );
}
