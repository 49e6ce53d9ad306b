import { Button, Flex, Form, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { shopItemPartLabels as P, type ShopItemOptionGroupInput } from '@cinema/contracts';
import { useIngredientOptions } from '../../entities/ingredients/ingredient-options.js';
import { NumberInput } from '../../ui/number-input.js';
import { itemRule } from './shop-item-values.js';
import { kanaSearch } from '../../lib/option-search.js';

/** The choice select of one recipe row: the choices of the option group picked beside it. */
function ChoiceSelect({ row }: { row: number }) {
  const form = Form.useFormInstance();
  const groups = (Form.useWatch('options', form) ?? []) as ShopItemOptionGroupInput[];
  const group = Form.useWatch(['recipe', row, 'optionGroup'], form) as string | null | undefined;
  const choices = groups.find((g) => g.name === group)?.choices ?? [];
  return (
    <Form.Item name={[row, 'optionChoice']} rules={[itemRule]} style={{ marginBottom: 8 }}>
      <Select
        aria-label={`${row + 1}行目の${P.optionChoice}`}
        placeholder="全サイズ共通"
        allowClear
        disabled={!group}
        style={{ width: 140 }}
        options={choices.map((c) => ({ value: c.name, label: c.name }))}
      />
    </Form.Item>
  );
}

/** レシピ: 原材料 per unit sold; a row for an option choice is consumed only with that choice (L +30 g). */
export function ShopItemRecipeField() {
  const form = Form.useFormInstance();
  const ingredients = useIngredientOptions();
  const groups = (Form.useWatch('options', form) ?? []) as ShopItemOptionGroupInput[];
  return (
    <Form.List name="recipe">
      {(fields, { add, remove }) => (
        <Flex vertical>
          {fields.length === 0 && (
            <Typography.Text type="secondary" style={{ marginBottom: 8 }}>
              レシピはありません。原材料の在庫を販売と連動させるときに登録してください。
            </Typography.Text>
          )}
          {fields.map((f) => (
            <Space key={f.key} align="baseline" wrap>
              <Form.Item name={[f.name, 'ingredientId']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <Select
                  aria-label={`${f.name + 1}行目の${P.ingredientId}`}
                  placeholder={P.ingredientId}
                  showSearch={kanaSearch}
                  style={{ width: 240 }}
                  options={ingredients.data ?? []}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'optionGroup']} style={{ marginBottom: 8 }}>
                <Select
                  aria-label={`${f.name + 1}行目の${P.optionGroup}`}
                  placeholder="オプションなし"
                  allowClear
                  style={{ width: 150 }}
                  options={groups.map((g) => ({ value: g.name, label: g.name }))}
                  onChange={() => form.setFieldValue(['recipe', f.name, 'optionChoice'], null)}
                />
              </Form.Item>
              <ChoiceSelect row={f.name} />
              <Form.Item name={[f.name, 'quantity']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <NumberInput
                  aria-label={`${f.name + 1}行目の${P.quantity}`}
                  placeholder={P.quantity}
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Button aria-label="レシピの行を削除" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <div>
            <Button icon={<PlusOutlined />} onClick={() => add({ optionGroup: null, optionChoice: null })}>
              原材料を追加
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
