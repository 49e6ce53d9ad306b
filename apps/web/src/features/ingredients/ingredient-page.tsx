import { useState } from 'react';
import { ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select, Tag } from 'antd';
import {
  ingredientEndpoints,
  ingredientImportColumns,
  ingredientLabels as L,
  ingredientUnit,
  type Ingredient,
} from '@cinema/contracts';
import { call } from '../../api/client.js';
import { ImportModal } from '../../ui/import-modal.js';
import { useSession } from '../../api/session.js';
import { num, yen } from '../../lib/format.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { IngredientFormModal } from './ingredient-form-modal.js';
import { ingredientKeys } from '../../entities/ingredients/ingredient-options.js';

const unitOf = (i: Ingredient) => ingredientUnit.labels[i.unit];

const columns: ListColumn<Ingredient>[] = [
  { title: L.code, dataIndex: 'code', sorter: true, csv: (i) => i.code },
  { title: L.name, dataIndex: 'name', sorter: true, csv: (i) => i.name },
  { title: L.unit, dataIndex: 'unit', sorter: true, render: (_: string, i) => unitOf(i), csv: unitOf },
  {
    title: '仕入単位',
    key: 'purchase',
    align: 'right',
    render: (_: unknown, i) => `${num(i.purchaseQuantity)}${unitOf(i)}／${yen(i.purchasePrice)}`,
  },
  { title: `${L.purchaseQuantity}`, exportOnly: true, csv: (i) => i.purchaseQuantity },
  { title: `${L.purchasePrice}（円）`, exportOnly: true, csv: (i) => i.purchasePrice },
  {
    title: '単価（円）',
    dataIndex: 'unitCost',
    align: 'right',
    render: (v: number) => v.toFixed(2),
    csv: (i) => i.unitCost,
  },
  {
    title: L.stockControlled,
    dataIndex: 'stockControlled',
    render: (v: boolean, i) => (v ? `する（最低${num(i.minStock ?? 0)}${unitOf(i)}）` : 'しない'),
    csv: (i) => (i.stockControlled ? 'する' : 'しない'),
  },
  { title: L.minStock, exportOnly: true, csv: (i) => i.minStock },
  {
    title: '状態',
    dataIndex: 'active',
    render: (v: boolean) => <Tag color={v ? 'green' : undefined}>{v ? '有効' : '停止中'}</Tag>,
    csv: (i) => (i.active ? '有効' : '停止中'),
  },
];

/** /ingredient: the brand's 原材料 that recipes consume; head office edits, cinema staff read. */
export default function IngredientPage() {
  const headOffice = useSession()?.adminType === 'brand';
  const editor = useModalEditor<Ingredient>(ingredientKeys.all);
  const [importing, setImporting] = useState(false);
  const qc = useQueryClient();
  return (
    <>
      <ListPage
        title="原材料"
        module="shop"
        endpoint={ingredientEndpoints.list}
        queryKey={ingredientKeys.all}
        emptyText={
          headOffice
            ? '原材料がまだ登録されていません。「新規作成」から登録してください。'
            : '原材料がまだ登録されていません。本部に登録を依頼してください。'
        }
        onCreate={headOffice ? editor.create : undefined}
        keyword="原材料名・カナ・コード"
        filters={
          <>
            <Form.Item name="unit">
              <Select placeholder={L.unit} allowClear style={{ width: 100 }} options={ingredientUnit.options} />
            </Form.Item>
            <ActiveFilter off="停止中" />
          </>
        }
        extra={
          headOffice && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              一括登録
            </Button>
          )
        }
        exportName="原材料一覧"
        columns={columns}
        actions={headOffice ? { edit: (i) => () => editor.edit(i) } : undefined}
        remove={headOffice ? { endpoint: ingredientEndpoints.delete, name: (i) => i.name } : undefined}
      />
      <IngredientFormModal {...editor.modal} />
      <ImportModal
        title="原材料の一括登録"
        open={importing}
        columns={ingredientImportColumns}
        run={(file, commit) =>
          call(ingredientEndpoints.import, { body: { ...file, commit } }, { successMessage: commit })
        }
        onClose={() => setImporting(false)}
        onImported={() => void qc.invalidateQueries({ queryKey: ingredientKeys.all })}
      />
    </>
  );
}
