import { Row } from 'antd';
import { ingredientCreateBody, ingredientEndpoints, type Ingredient } from '@cinema/contracts';
import { withBlanks } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import { schemaForm } from '../../ui/schema-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';

const { Field, toValues, defaults } = schemaForm(ingredientCreateBody, withBlanks('code', 'name'));

/** One 原材料 of the brand: bought as 仕入数量 units for 仕入価格 (10,000 g for ¥3,000). */
export function IngredientFormModal(props: EditorModalProps<Ingredient>) {
  return (
    <RecordModalForm
      {...props}
      title={props.record ? '原材料編集' : '原材料登録'}
      width={680}
      toValues={toValues}
      defaults={{ ...defaults, unit: 'g' }}
      create={ingredientEndpoints.create}
      update={ingredientEndpoints.update}
    >
      {() => (
        <Row gutter={16}>
          <Field name="code" md={8} placeholder="M001" />
          <Field name="name" md={16} placeholder="ポップコーン豆" />
          <Field name="nameKana" md={16} />
          <Field name="unit" md={8} />
          <Field name="purchaseQuantity" xs={12} md={8} />
          <Field name="purchasePrice" xs={12} md={8} />
          <Field name="minStock" xs={12} md={8} />
          <Field name="stockControlled" xs={12} md={8} />
          <Field name="active" xs={12} md={8} />
        </Row>
      )}
    </RecordModalForm>
  );
}
