import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { ja, MAX_SURCHARGE, versionCreateBody, versionKind, versionType, type VersionKind, type VersionRecord } from '@cinema/contracts';
import { ApiError } from '../../api/client.js';
import { applyServerErrors, withBlanks, zodRule } from '../../lib/zod-form.js';
import { createVersion, updateVersion, versionKeys } from './versions-api.js';

interface Values {
  code: string;
  name: string;
  surcharge: number;
  sortOrder: number;
  active: boolean;
}

const languageOptions = versionType.options.map((o) => ({ value: o.value, label: `${o.label}（${o.value}）` }));
const yenFormatter = (v: number | string | undefined) => (v === undefined || v === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
const yenParser = (v: string | undefined) => Number((v ?? '').replace(/[^\d.]/g, ''));

export interface VersionFormModalProps {
  kind: VersionKind;
  /** The row being edited; null adds a new one. */
  record: VersionRecord | null;
  open: boolean;
  /** Display order offered to a new row: after the section's last one. */
  nextSortOrder: number;
  onClose: () => void;
}

/** Adds or edits one version of a section in a dialog; the kind is the section's own. */
export function VersionFormModal({ kind, record, open, nextSortOrder, onClose }: VersionFormModalProps) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const rule = zodRule(versionCreateBody, (values) => ({ kind, ...withBlanks('code', 'name')(values) }));
  const isLanguage = kind === 'language';

  useEffect(() => {
    if (!open) return;
    setStale(false);
    form.resetFields();
    form.setFieldsValue(
      record
        ? { code: record.code, name: record.name, surcharge: record.surcharge, sortOrder: record.sortOrder, active: record.active }
        : { surcharge: 0, sortOrder: nextSortOrder, active: true },
    );
  }, [open, record, nextSortOrder, form]);

  const save = async () => {
    // The form shows its own errors inline and focuses the first.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (record) await updateVersion({ ...values, kind, id: record.id, version: record.version });
      else await createVersion({ ...values, kind });
      await qc.invalidateQueries({ queryKey: versionKeys.all });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.code === 'stale_version') setStale(true);
        applyServerErrors(form, err.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  // Choosing 字幕版 names the row after it, unless a name was typed already.
  const onLanguage = (code: string) => {
    if (!form.getFieldValue('name')) form.setFieldValue('name', versionType.labels[code as keyof typeof versionType.labels]);
  };

  return (
    <Modal
      title={`${versionKind.labels[kind]}を${record ? '編集' : '追加'}`}
      open={open}
      onCancel={onClose}
      onOk={save}
      okText={record ? '保存' : '登録'}
      cancelText="キャンセル"
      confirmLoading={saving}
      // Each opening starts from the row it edits; a closed dialog leaves no second form behind.
      destroyOnHidden
    >
      {stale && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={ja.staleVersion} />}
      <Form<Values> form={form} layout="vertical" scrollToFirstError={{ focus: true }} onFinish={save}>
        <Form.Item label="コード" name="code" required rules={[rule]} extra={isLanguage ? undefined : '半角英数字（例：IMAX、4DX、ATMOS）'}>
          {isLanguage ? (
            <Select options={languageOptions} onChange={onLanguage} placeholder="選択してください" />
          ) : (
            <Input maxLength={20} />
          )}
        </Form.Item>
        <Form.Item label="表示名" name="name" required rules={[rule]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="加算料金（円）" name="surcharge" required rules={[rule]} extra="チケット1枚ごとに加算する金額です。">
          <InputNumber<number>
            min={0}
            max={MAX_SURCHARGE}
            precision={0}
            prefix="¥"
            formatter={yenFormatter}
            parser={yenParser}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="表示順" name="sortOrder" rules={[rule]} extra="小さい順に表示します。">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="有効" name="active" valuePropName="checked">
          <Switch checkedChildren="有効" unCheckedChildren="無効" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
