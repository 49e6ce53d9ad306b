import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Space, Typography, type FormInstance } from 'antd';
import { ApiError } from '../../api/client.js';
import { applyServerErrors } from '../../lib/zod-form.js';
import { unsavedCloseTitle, useFormGuard } from '../../ui/use-unsaved-guard.js';

// The 払戻 and 取消 dialogs are their own confirmation (docs/web-conventions.md, "pages": destructive
// actions ask first): the sentence says how much goes back and where before 「…を実行」, and the way
// out is 「戻る」, never a 「キャンセル」 beside 「取消する」 that reads as the same thing.

export interface ReversalDialogProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  /** 取消を実行 or 払戻を実行. */
  okText: string;
  /** Why the confirm button is disabled, shown beside it; null when it may run. */
  blocked?: string | null;
  /** Where the money goes, one sentence (reversal-money.ts). */
  sentence: string | null;
  submit: (values: V) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  width?: number;
  children: ReactNode;
}

export function ReversalDialog<V extends object>(props: ReversalDialogProps<V>) {
  const [saving, setSaving] = useState(false);
  const unsaved = useFormGuard(() => props.open);
  const { saved } = unsaved;
  useEffect(() => {
    if (props.open) saved();
  }, [props.open, saved]);

  const onFinish = async (values: V) => {
    // Enter in 理由 submits the form even while the button is disabled.
    if (props.blocked) return;
    setSaving(true);
    try {
      await props.submit(values);
      unsaved.saved();
      await props.onSaved();
      props.onClose();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(props.form, err.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={() => unsaved.guard(props.onClose, unsavedCloseTitle)}
      mask={{ closable: false }}
      width={props.width ?? 560}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {props.blocked && <Typography.Text type="secondary">{props.blocked}</Typography.Text>}
          <Button onClick={() => unsaved.guard(props.onClose, unsavedCloseTitle)}>戻る</Button>
          <Button type="primary" danger loading={saving} disabled={!!props.blocked} onClick={() => props.form.submit()}>
            {props.okText}
          </Button>
        </Space>
      }
    >
      <Form<V>
        form={props.form}
        name="reversalForm"
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={onFinish}
        onValuesChange={unsaved.onValuesChange}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        {props.children}
        {props.sentence && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={props.sentence} />}
      </Form>
    </Modal>
  );
}
