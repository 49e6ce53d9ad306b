import { Form, Select, Tag } from 'antd';
import {
  ingredientCreateBody,
  ingredientEndpoints,
  ingredientImportColumns,
  ingredientLabels as L,
  ingredientUnit,
  type Ingredient,
} from '@cinema/contracts';
import { ImportButton } from '../../ui/import-button.js';
import { useSession } from '../../api/session.js';
import { num, yen } from '../../lib/format.js';
import { ActiveFilter } from '../../ui/active-filter.js';
import type { ListColumn } from '../../ui/list-columns.js';
import { ListPage } from '../../ui/list-page.js';
import { schemaColumns } from '../../ui/schema-columns.js';
import { useModalEditor } from '../../ui/use-modal-editor.js';
import { IngredientFormModal } from './ingredient-form-modal.js';
import { ingredientKeys } from '../../entities/ingredients/ingredient-options.js';

const unitOf = (i: Ingredient) => ingredientUnit.labels[i.unit];
const col = schemaColumns<Ingredient>(ingredientCreateBody);

const columns: ListColumn<Ingredient>[] = [
  col('code'),
  col('name'),
  col('unit'),
  {
    title: '仕入単位',
    key: 'purchase',
    align: 'right',
    render: (_: unknown, i) => `${num(i.purchaseQuantity)}${unitOf(i)}／${yen(i.purchasePrice)}`,
  },
  col('purchaseQuantity', { exportOnly: true }),
  col('purchasePrice', { exportOnly: true }),
  {
    title: '単価（円）',
    dataIndex: 'unitCost',
    align: 'right',
    render: (v: number) => v.toFixed(2),
    csv: (i) => i.unitCost,
  },
  {
    ...col('stockControlled'),
    render: (v: boolean, i) => (v ? `する（最低${num(i.minStock ?? 0)}${unitOf(i)}）` : 'しない'),
    csv: (i) => (i.stockControlled ? 'する' : 'しない'),
  },
  col('minStock', { exportOnly: true }),
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
            <ImportButton
              title="原材料の一括登録"
              columns={ingredientImportColumns}
              endpoint={ingredientEndpoints.import}
              queryKey={ingredientKeys.all}
            />
          )
        }
        exportName="原材料一覧"
        columns={columns}
        actions={headOffice ? { edit: (i) => () => editor.edit(i) } : undefined}
        remove={headOffice ? { endpoint: ingredientEndpoints.delete, name: (i) => i.name } : undefined}
      />
      <IngredientFormModal {...editor.modal} />
    </>
  );
}
