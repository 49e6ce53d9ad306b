import { useState, type Key } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select } from 'antd';
import { ImportOutlined, ShopOutlined } from '@ant-design/icons';
import {
  shopGroup,
  shopItemEndpoints,
  shopItemImportColumns,
  shopItemKind,
  shopItemLabels as L,
  shopItemState,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission, useSession } from '../../api/session.js';
import { CinemaFilter } from '../../entities/cinemas/cinema-select.js';
import { ImportModal } from '../../ui/import-modal.js';
import { ListPage } from '../../ui/list-page.js';
import { ShopItemCinemaSalesModal } from './shop-item-cinema-sales-modal.js';
import { shopItemColumns } from './shop-item-columns.js';
import { createPathOf, editPathOf, useListKind } from './shop-item-kind.js';
import { shopItemKeys, shopItemListKey } from './shop-item-queries.js';

/** /concession, /commercial, /otherRevenue, /otherGoods: the brand's items of one kind. Head office edits. */
export default function ShopItemListPage() {
  const kind = useListKind();
  const title = shopItemKind.labels[kind];
  const navigate = useNavigate();
  const qc = useQueryClient();
  const headOffice = useSession()?.adminType === 'brand';
  const perm = usePermission('shop');
  const canCreate = headOffice && perm.can('create');
  // 劇場で販売する…: head office switches the selected items on or off in several cinemas at once.
  const canSell = headOffice && perm.can('update');
  const [importing, setImporting] = useState(false);
  // The selection belongs to one kind's list: another screen starts with none.
  const [selection, setSelection] = useState<{ kind: typeof kind; keys: Key[] }>({ kind, keys: [] });
  const selected = selection.kind === kind ? selection.keys : [];
  const setSelected = (keys: Key[]) => setSelection({ kind, keys });
  const [selling, setSelling] = useState(false);
  return (
    <>
      <ListPage
        key={kind}
        title={title}
        module="shop"
        endpoint={shopItemEndpoints.list}
        queryKey={shopItemListKey(kind)}
        toQuery={(v) => ({ ...v, kind })}
        emptyText={
          headOffice
            ? `${title}の商品がまだ登録されていません。「新規作成」または「一括登録」から登録してください。`
            : `${title}の商品がまだ登録されていません。本部に登録を依頼してください。`
        }
        onCreate={canCreate ? () => navigate(createPathOf(kind)) : undefined}
        keyword="商品名・カナ・商品コード・JAN"
        filters={
          <>
            <Form.Item name="shopGroup">
              <Select placeholder={L.shopGroup} allowClear style={{ width: 160 }} options={shopGroup.options} />
            </Form.Item>
            <Form.Item name="category">
              <Input placeholder={L.category} allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="state">
              <Select placeholder={L.state} allowClear style={{ width: 120 }} options={shopItemState.options} />
            </Form.Item>
            <CinemaFilter placeholder="販売劇場" style={{ width: 200 }} />
          </>
        }
        extra={
          <>
            {canSell && (
              <Button icon={<ShopOutlined />} disabled={!selected.length} onClick={() => setSelling(true)}>
                劇場で販売する…
              </Button>
            )}
            {canCreate && (
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                一括登録
              </Button>
            )}
          </>
        }
        rowSelection={canSell ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
        exportName={`${title}一覧`}
        columns={shopItemColumns(kind)}
        actions={headOffice ? { edit: (i) => editPathOf(i) } : undefined}
        remove={headOffice ? { endpoint: shopItemEndpoints.delete, name: (i) => i.name } : undefined}
      />
      <ImportModal
        title={`${title}の一括登録`}
        open={importing}
        columns={shopItemImportColumns}
        run={(file, commit) =>
          call(shopItemEndpoints.import, { query: { kind }, body: { ...file, commit } }, { successMessage: commit })
        }
        onClose={() => setImporting(false)}
        onImported={() => void qc.invalidateQueries({ queryKey: shopItemKeys.all })}
      />
      <ShopItemCinemaSalesModal
        itemIds={selected.map(Number)}
        open={selling}
        onClose={() => setSelling(false)}
        onSaved={async () => {
          setSelected([]);
          await qc.invalidateQueries({ queryKey: shopItemKeys.all });
        }}
      />
    </>
  );
}
