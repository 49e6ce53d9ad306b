import { useState, type Key } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Switch } from 'antd';
import {
  cinemaShopItemEndpoints,
  shopGroup,
  shopItemKind,
  shopItemLabels as L,
  shopItemState,
  type CinemaShopItem,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { ListPage } from '../../ui/list-page.js';
import { cinemaItemColumns } from './cinema-item-columns.js';
import { CinemaItemModal } from './cinema-item-modal.js';

export const dailyshowKey = ['theaterDailyshow'] as const;

const enabledOptions = [
  { value: 'true', label: '販売する' },
  { value: 'false', label: '販売しない' },
];

/** The brand's items at the chosen cinema: 販売する and 本日売り切れ switch at once, the rest in a dialog. */
export function CinemaItemList() {
  const canUpdate = usePermission('shop').can('update');
  const qc = useQueryClient();
  const [editing, setEditing] = useState<CinemaShopItem | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const refresh = () => qc.invalidateQueries({ queryKey: dailyshowKey });

  const toggleEnabled = async (i: CinemaShopItem, enabled: boolean) => {
    await call(cinemaShopItemEndpoints.update, {
      body: {
        shopItemId: i.shopItemId,
        enabled,
        price: i.price,
        saleFrom: i.saleFrom,
        saleTo: i.saleTo,
        version: i.version,
      },
    })
      // The call has shown its error; the row reads the server's state again either way.
      .catch(() => undefined)
      .finally(refresh);
  };
  const toggleSoldOut = async (i: CinemaShopItem, soldOut: boolean) => {
    await call(cinemaShopItemEndpoints.soldOut, { body: { shopItemId: i.shopItemId, soldOut } })
      .catch(() => undefined)
      .finally(refresh);
  };
  const bulk = async (enabled: boolean) => {
    const done = await call(cinemaShopItemEndpoints.bulk, {
      body: { shopItemIds: selected.map(Number), enabled },
    }).then(
      () => true,
      () => false,
    );
    if (done) setSelected([]);
    await refresh();
  };

  const columns = cinemaItemColumns({
    enabled: (i) => (
      <Switch
        size="small"
        checked={i.enabled}
        disabled={!canUpdate}
        aria-label={`${i.name}を販売する`}
        onChange={(v) => void toggleEnabled(i, v)}
      />
    ),
    soldOut: (i) => (
      <Switch
        size="small"
        checked={i.soldOut}
        disabled={!canUpdate}
        checkedChildren="売切"
        aria-label={`${i.name}を本日売り切れにする`}
        onChange={(v) => void toggleSoldOut(i, v)}
      />
    ),
  });

  return (
    <>
      <ListPage
        title="劇場別の販売設定"
        module="shop"
        endpoint={cinemaShopItemEndpoints.list}
        queryKey={dailyshowKey}
        rowKey="shopItemId"
        emptyText="ブランドの売店商品がまだ登録されていません。本部で商品を登録してください。"
        keyword="商品名・カナ・商品コード・JAN"
        filters={
          <>
            <Form.Item name="kind">
              <Select placeholder={L.kind} allowClear style={{ width: 150 }} options={shopItemKind.options} />
            </Form.Item>
            <Form.Item name="shopGroup">
              <Select placeholder={L.shopGroup} allowClear style={{ width: 160 }} options={shopGroup.options} />
            </Form.Item>
            <Form.Item name="state">
              <Select placeholder={L.state} allowClear style={{ width: 120 }} options={shopItemState.options} />
            </Form.Item>
            <Form.Item name="enabled">
              <Select placeholder="販売" allowClear style={{ width: 130 }} options={enabledOptions} />
            </Form.Item>
          </>
        }
        extra={
          canUpdate && (
            <>
              <Button disabled={!selected.length} onClick={() => void bulk(true)}>
                選択した{selected.length || ''}件を販売する
              </Button>
              <Button disabled={!selected.length} onClick={() => void bulk(false)}>
                販売しない
              </Button>
            </>
          )
        }
        rowSelection={canUpdate ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
        exportName="劇場別の販売設定"
        columns={columns}
        actions={{ edit: (i) => () => setEditing(i) }}
      />
      <CinemaItemModal item={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
