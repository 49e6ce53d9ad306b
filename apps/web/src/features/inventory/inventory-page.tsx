import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Select } from 'antd';
import { EditOutlined, EnvironmentOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { inventoryEndpoints, inventoryTargetKind, pathTo } from '@cinema/contracts';
import { usePermission } from '../../api/session.js';
import { DatePicker } from '../../ui/date-picker.js';
import { ListPage } from '../../ui/list-page.js';
import { inventoryColumns } from './inventory-columns.js';
import { inventoryKeys, useLocationOptions } from './inventory-queries.js';
import { StockCountModal } from './stock-count-modal.js';
import { StockLocationsModal } from './stock-locations-modal.js';

const asRange = (v: unknown) => ({
  value: Array.isArray(v) ? v.map((d) => (typeof d === 'string' && d ? dayjs(d) : null)) : null,
});
const fromRange = (v: (Dayjs | null)[] | null) =>
  v && v.some(Boolean) ? v.map((d) => (d ? d.format('YYYY-MM-DD') : null)) : null;

/** This month up to today: the period the 受払表 opens with. */
const thisMonth = () => [dayjs().startOf('month').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')];

const toQuery = (v: Record<string, unknown>) => {
  const [from, to] = (v.period as (string | null)[] | null) ?? [];
  return {
    keyword: v.keyword || undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    locationId: v.locationId ?? undefined,
    kind: v.kind ?? undefined,
    belowMinimum: v.belowMinimum ? 'true' : undefined,
    negative: v.negative ? 'true' : undefined,
  };
};

/**
 * /inventory 在庫一覧（受払表）: the chosen cinema's stock by item and ingredient for a period, with 棚卸
 * and its 保管場所 (which one sales take stock from).
 */
export default function InventoryPage() {
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
        toQuery={toQuery}
        emptyText="在庫管理する商品・原材料がありません。商品または原材料で「在庫管理」を設定してください。"
        filters={
          <>
            <Form.Item name="period" getValueProps={asRange} normalize={fromRange}>
              <DatePicker.RangePicker
                aria-label="期間"
                placeholder={['開始日', '終了日']}
                allowEmpty={[true, true]}
                style={{ width: 260 }}
              />
            </Form.Item>
            <Form.Item name="locationId">
              <Select
                placeholder="保管場所"
                aria-label="保管場所"
                allowClear
                style={{ width: 120 }}
                options={locations}
              />
            </Form.Item>
            <Form.Item name="kind">
              <Select
                placeholder="区分"
                aria-label="区分"
                allowClear
                style={{ width: 110 }}
                options={inventoryTargetKind.options}
              />
            </Form.Item>
            <Form.Item name="belowMinimum" valuePropName="checked">
              <Checkbox>最低在庫割れのみ</Checkbox>
            </Form.Item>
            <Form.Item name="negative" valuePropName="checked">
              <Checkbox>マイナス在庫のみ</Checkbox>
            </Form.Item>
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
