import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fail, shopItemEndpoints, shopItemKind, shopItemPartLabels as P } from '@cinema/contracts';
import { call } from '../../api/client.js';
import { NumberInput } from '../../ui/number-input.js';
import { shopItemKeys } from './shop-item-queries.js';
import { itemRule } from './shop-item-values.js';
import { kanaSearch } from '../../lib/option-search.js';

const PICKABLE = ['concession', 'commercial', 'otherRevenue'] as const;

/** Items a set may hold (never a set): food and drink, goods and fees, grouped by kind. */
function useSetItemOptions() {
  return useQuery({
    queryKey: [...shopItemKeys.all, 'set-options'],
    queryFn: async () => {
      const lists = await Promise.all(
        PICKABLE.map((kind) => call(shopItemEndpoints.list, { query: { kind } }, { loading: false, alert: false })),
      );
      return PICKABLE.map((kind, i) => ({
        label: shopItemKind.labels[kind],
        options: (lists[i] ?? fail('a list per kind')).list.map((x) => ({ value: x.id, label: `${x.code} ${x.name}` })),
      }));
    },
  });
}

/** セット内容: fixed items, and rows sharing a 選択グループ that the customer chooses among. */
export function ShopItemComponentsField() {
  const items = useSetItemOptions();
  return (
    <Form.List name="components">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" wrap>
              <Form.Item name={[f.name, 'itemId']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <Select
                  aria-label={`${f.name + 1}行目の${P.itemId}`}
                  placeholder={P.itemId}
                  showSearch={kanaSearch}
                  style={{ width: 260 }}
                  options={items.data ?? []}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'quantity']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <NumberInput
                  aria-label={`${f.name + 1}行目の${P.componentQuantity}`}
                  addonAfter="個"
                  style={{ width: 110 }}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'choiceGroup']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <Input
                  aria-label={`${f.name + 1}行目の${P.choiceGroup}`}
                  placeholder="選択グループ（例：ドリンクM お好きなもの）"
                  style={{ width: 280 }}
                />
              </Form.Item>
              <Form.Item name={[f.name, 'optionChoice']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <Input
                  aria-label={`${f.name + 1}行目の${P.optionChoice}`}
                  placeholder="サイズ（例：M）"
                  style={{ width: 130 }}
                />
              </Form.Item>
              <Button aria-label="セット内容の行を削除" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1, choiceGroup: null, optionChoice: null })}>
              商品を追加
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
