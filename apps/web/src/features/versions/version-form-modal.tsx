import { Form, Input, Select, Switch, type FormInstance } from 'antd';
import {
  versionCreateBody,
  versionEndpoints,
  versionKind,
  versionLabels as L,
  versionType,
  type VersionKind,
  type VersionRecord,
} from '@cinema/contracts';
import { withBlanks, zodRule } from '../../lib/zod-form.js';
import { RecordModalForm } from '../../ui/record-modal-form.js';
import type { EditorModalProps } from '../../ui/use-modal-editor.js';
import { NumberInput } from '../../ui/number-input.js';

interface Values {
  code: string;
  name: string;
  surcharge: number;
  sortOrder: number;
  active: boolean;
}

const languageOptions = versionType.options.map((o) => ({ value: o.value, label: `${o.label}（${o.value}）` }));
const yenFormatter = (v: number | string | undefined) =>
  v === undefined || v === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
// Choosing 字幕版 names the row after it, unless a name was typed already.
const nameAfterLanguage = (form: FormInstance<Values>, code: string) => {
  if (!form.getFieldValue('name'))
    form.setFieldValue('name', versionType.labels[code as keyof typeof versionType.labels]);
};
const toValues = ({ code, name, surcharge, sortOrder, active }: VersionRecord): Values => ({
  code,
  name,
  surcharge,
  sortOrder,
  active,
});

export interface VersionFormModalProps extends EditorModalProps<VersionRecord> {
  kind: VersionKind;
  /** Display order offered to a new row: after the section's last one. */
  nextSortOrder: number;
}

/** Adds or edits one version of a section in a dialog; the kind is the section's own. */
export function VersionFormModal({ kind, nextSortOrder, ...props }: VersionFormModalProps) {
  const rule = zodRule(versionCreateBody, (values) => ({ kind, ...withBlanks('code', 'name')(values) }));
  const isLanguage = kind === 'language';

  return (
    <RecordModalForm
      {...props}
      title={`${versionKind.labels[kind]}を${props.record ? '編集' : '追加'}`}
      width={520}
      toValues={toValues}
      defaults={{ surcharge: 0, sortOrder: nextSortOrder, active: true }}
      create={versionEndpoints.create}
      update={versionEndpoints.update}
      toBody={(values: Values) => ({ ...values, kind })}
    >
      {(form) => (
        <>
          <Form.Item
            label={L.code}
            name="code"
            required
            rules={[rule]}
            extra={isLanguage ? undefined : '半角英数字（例：IMAX、4DX、ATMOS）'}
          >
            {isLanguage ? (
              <Select
                options={languageOptions}
                onChange={(code: string) => nameAfterLanguage(form, code)}
                placeholder="選択してください"
              />
            ) : (
              <Input maxLength={20} />
            )}
          </Form.Item>
          <Form.Item label={L.name} name="name" required rules={[rule]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            label={`${L.surcharge}（円）`}
            name="surcharge"
            required
            rules={[rule]}
            extra="チケット1枚ごとに加算する金額です。"
          >
            <NumberInput prefix="¥" formatter={yenFormatter} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={L.sortOrder} name="sortOrder" rules={[rule]} extra="小さい順に表示します。">
            <NumberInput style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={L.active} name="active" valuePropName="checked">
            <Switch checkedChildren="有効" unCheckedChildren="無効" />
          </Form.Item>
        </>
      )}
    </RecordModalForm>
  );
}
