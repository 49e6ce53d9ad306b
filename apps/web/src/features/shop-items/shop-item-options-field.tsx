import { Button, Card, Checkbox, Flex, Form, Input, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { shopItemOptionLabels as O } from '@cinema/contracts';
import { NumberInput } from '../../ui/number-input.js';
import { itemRule } from './shop-item-values.js';

/** One option group's choices: name and price difference (S ±0, M +100, L +200). */
function ChoiceList({ group }: { group: number }) {
  return (
    <Form.List name={[group, 'choices']}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((f) => (
            <Space key={f.key} align="baseline">
              <Form.Item name={[f.name, 'name']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <Input
                  aria-label={`${group + 1}番目のオプションの${f.name + 1}番目の${O.choiceName}`}
                  placeholder="S"
                />
              </Form.Item>
              <Form.Item name={[f.name, 'priceDelta']} rules={[itemRule]} style={{ marginBottom: 8 }}>
                <NumberInput
                  aria-label={`${group + 1}番目のオプションの${f.name + 1}番目の${O.priceDelta}`}
                  addonAfter="円"
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Button aria-label="選択肢を削除" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ name: '', priceDelta: 0 })}>
            選択肢を追加
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** オプション: groups such as サイズ or フレーバー, each required or optional, single or multiple choice. */
export function ShopItemOptionsField() {
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.length === 0 && <Typography.Text type="secondary">オプションはありません。</Typography.Text>}
          {fields.map((f) => (
            <Card
              key={f.key}
              size="small"
              title={
                <Space>
                  <Form.Item name={[f.name, 'name']} rules={[itemRule]} style={{ margin: 0 }}>
                    <Input
                      aria-label={`${f.name + 1}番目の${O.groupName}`}
                      placeholder="サイズ"
                      style={{ width: 180 }}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'required']} valuePropName="checked" style={{ margin: 0 }}>
                    <Checkbox>{O.required}</Checkbox>
                  </Form.Item>
                  <Form.Item name={[f.name, 'multiple']} valuePropName="checked" style={{ margin: 0 }}>
                    <Checkbox>{O.multiple}</Checkbox>
                  </Form.Item>
                </Space>
              }
              extra={
                <Button danger size="small" icon={<DeleteOutlined />} onClick={() => remove(f.name)}>
                  削除
                </Button>
              }
            >
              <ChoiceList group={f.name} />
            </Card>
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', required: true, multiple: false, choices: [{ name: '', priceDelta: 0 }] })}
            >
              オプションを追加
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
