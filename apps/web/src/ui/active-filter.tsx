import { Form, Select } from 'antd';

/**
 * A list's 状態 filter on the record's 有効 switch, sent as active=true|false. `off` is what the
 * page calls the other state (無効 for accounts and brands, 停止中 for a sales master).
 */
export function ActiveFilter({ off = '無効', placeholder = '状態' }: { off?: string; placeholder?: string }) {
  return (
    <Form.Item name="active">
      <Select
        placeholder={placeholder}
        allowClear
        style={{ width: 120 }}
        options={[
          { value: 'true', label: '有効' },
          { value: 'false', label: off },
        ]}
      />
    </Form.Item>
  );
}
