import { Button, Modal, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  stockLocationEndpoints,
  stockLocationLabels as L,
  stockLocationMessages,
  type StockLocation,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { usePermission } from '../../api/session.js';
import { confirmAction } from '../../ui/confirm.js';
import { RowActions, actionsColumn } from '../../ui/row-actions.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { inventoryKeys, useStockLocations } from './inventory-queries.js';
import { StockLocationFormModal } from './stock-location-form-modal.js';

/** Why a row's 削除 is off: the 販売用 one, and one with stock history, stay. */
const removeRefused = (l: StockLocation) =>
  l.forSales ? stockLocationMessages.salesDelete : l.inUse ? stockLocationMessages.inUse : undefined;

/** 保管場所 of the chosen cinema, from 在庫一覧: add, rename, choose the one sales use, delete. */
export function StockLocationsModal(props: { open: boolean; onClose: () => void }) {
  const can = usePermission('shop').can;
  const locations = useStockLocations(props.open);
  const editor = useModalEditor<StockLocation>(inventoryKeys.all);

  const makeSales = (l: StockLocation) =>
    confirmAction({
      title: `「${l.name}」を${L.forSales}にしますか？`,
      content: `これからの販売は「${l.name}」の在庫から差し引きます。`,
      okText: `${L.forSales}にする`,
      focus: 'ok',
      onOk: () =>
        call(stockLocationEndpoints.update, {
          body: { id: l.id, version: l.version, name: l.name, forSales: true },
        }).then(editor.refresh),
    });

  const columns: TableColumnsType<StockLocation> = [
    { title: L.name, dataIndex: 'name' },
    {
      title: L.forSales,
      dataIndex: 'forSales',
      render: (forSales: boolean, l) =>
        forSales ? (
          <Tag color="blue">{L.forSales}</Tag>
        ) : (
          can('update') && (
            <Button size="small" onClick={() => makeSales(l)} aria-label={`「${l.name}」を${L.forSales}にする`}>
              {L.forSales}にする
            </Button>
          )
        ),
    },
    actionsColumn((l: StockLocation) => (
      <RowActions
        edit={can('update') && (() => editor.edit(l))}
        remove={
          can('delete') &&
          (() => editor.remove(l.name, () => call(stockLocationEndpoints.delete, { params: { id: l.id } })))
        }
        removeRefused={removeRefused(l)}
      />
    )),
  ];

  return (
    <Modal
      title="保管場所"
      open={props.open}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>閉じる</Button>}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          販売時は「{L.forSales}」の保管場所から在庫を差し引きます。入出庫や棚卸の記録がある保管場所は削除できません。
        </Typography.Text>
        {can('create') && (
          <Button icon={<PlusOutlined />} onClick={editor.create}>
            保管場所を追加
          </Button>
        )}
        <Table<StockLocation>
          rowKey="id"
          size="small"
          pagination={false}
          loading={locations.isLoading}
          dataSource={locations.data ?? []}
          columns={columns}
          locale={{ emptyText: locations.isError ? '保管場所を読み込めませんでした。' : '保管場所がありません。' }}
        />
      </Space>
      <StockLocationFormModal {...editor.modal} />
    </Modal>
  );
}
