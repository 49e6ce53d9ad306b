import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { EditOutlined, EnvironmentOutlined, PrinterOutlined } from '@ant-design/icons';
import { inventoryEndpoints, pathTo } from '@cinema/contracts';
import { usePermission, useSession } from '../../api/session.js';
import { ListPage } from '../../ui/list-page.js';
import { InventoryBrandList } from './inventory-brand-list.js';
import { inventoryColumns } from './inventory-columns.js';
import { inventoryQuery, PeriodFilter, StockFlagFilters, thisMonth } from './inventory-filters.js';
import { inventoryKeys, useLocationOptions } from './inventory-queries.js';
import { StockCountModal } from './stock-count-modal.js';
import { StockLocationsModal } from './stock-locations-modal.js';

/**
 * /inventory 在庫一覧（受払表）: the chosen cinema's stock by item and ingredient for a period, with 棚卸
 * and its 保管場所 (which one sales take stock from); head office with no cinema chosen reads the brand's total.
 */
export default function InventoryPage() {
  const session = useSession();
  const brandWide = session?.adminType === 'brand' && session.cinemaId == null;
  return brandWide ? <InventoryBrandList /> : <CinemaInventory />;
}

function CinemaInventory() {
  const canCount = usePermission('shop').can('create');
  const locations = useLocationOptions();
  const qc = useQueryClient();
  const [counting, setCounting] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [initial] = useState(() => ({ period: thisMonth() }));
  return (
    <>
      <ListPage
        title="在庫一覧（受払表）"
        module="shop"
        endpoint={inventoryEndpoints.list}
        queryKey={inventoryKeys.all}
        rowKey="key"
        keyword="コード・名称・カナ"
        initialFilters={initial}
        toQuery={inventoryQuery}
        emptyText="在庫管理する商品・原材料がありません。商品または原材料で「在庫管理」を設定してください。"
        filters={
          <>
            <PeriodFilter />
            <Form.Item name="locationId">
              <Select
                placeholder="保管場所"
                aria-label="保管場所"
                allowClear
                style={{ width: 120 }}
                options={locations}
              />
            </Form.Item>
            <StockFlagFilters />
          </>
        }
        extra={
          <>
            <Button icon={<EnvironmentOutlined />} onClick={() => setPlacing(true)}>
              保管場所
            </Button>
            <Link to={pathTo('/inventory/count-sheet')}>
              <Button icon={<PrinterOutlined />}>棚卸表印刷</Button>
            </Link>
            {canCount && (
              <Button type="primary" icon={<EditOutlined />} onClick={() => setCounting(true)}>
                棚卸入力
              </Button>
            )}
          </>
        }
        exportName="在庫一覧"
        columns={inventoryColumns}
      />
      <StockCountModal
        open={counting}
        onClose={() => setCounting(false)}
        onSaved={() => qc.invalidateQueries({ queryKey: inventoryKeys.all })}
      />
      <StockLocationsModal open={placing} onClose={() => setPlacing(false)} />
    </>
  );
}
