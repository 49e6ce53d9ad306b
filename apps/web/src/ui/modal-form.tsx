import { useEffect, useState, type ReactNode } from 'react';
import { Form, Modal, Typography, type FormInstance } from 'antd';
import { ja } from '@cinema/contracts';
import { ApiError } from '../api/client.js';
import { applyServerErrors } from '../lib/zod-form.js';
import { keepEnterInPickers } from './form-keys.js';
import { lastSavedText, StaleBanner } from './stale-banner.js';
import { unsavedCloseTitle, useFormGuard } from './use-unsaved-guard.js';

export interface ModalFormProps<V> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The form's values when it opens (a record's fields for edit, defaults for create). */
  initialValues: Partial<V>;
  /** Saves; resolve to close the dialog. A rejection with the API's field errors stays open and shows them. */
  submit: (values: V) => Promise<unknown>;
  /** Told after a save, before the dialog closes, e.g. to read the list behind it again. */
  onSaved?: () => Promise<unknown>;
  okText?: string;
  /** The way out; 「戻る」 beside a destructive action that a 「キャンセル」 would read like (取消を実行). */
  cancelText?: string;
  /** The action cannot be undone (払戻, 取消): the button is red. */
  danger?: boolean;
  /** Why the action cannot run yet, shown beside its disabled button; null or absent when it may. */
  blocked?: string | null;
  /** The form, when the screen reads its values while it is filled (a sentence built from them). */
  form?: FormInstance<V>;
  width?: number;
  children: (form: FormInstance<V>) => ReactNode;
}

/**
 * Create and edit in a dialog, for small records that have no page of their own: the contract's
 * messages inline, the first bad field focused, and a notice when someone else saved first.
 */
export function ModalForm<V extends object>(props: ModalFormProps<V>) {
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [saving, setSaving] = useState(false);
  // The server's own words for a stale save (券種マスターが更新されました… for the ticket master).
  const [stale, setStale] = useState<{ message: string; by?: string } | null>(null);
  // A filled dialog asks before Esc, × or キャンセル throw the input away, and before leaving the screen.
  const unsaved = useFormGuard(() => props.open);
  const { saved } = unsaved;
  useEffect(() => {
    if (props.open) saved();
  }, [props.open, saved]);

  const close = () => {
    setStale(null);
    props.onClose();
  };

  const onFinish = async (values: V) => {
    // Enter in a field submits the form even while the button is disabled.
    if (props.blocked) return;
    setSaving(true);
    setStale(null);
    try {
      await props.submit(values);
      unsaved.saved();
      await props.onSaved?.();
      close();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.code === 'stale_version')
          setStale({ message: err.message || ja.staleVersion, by: err.lastSaved && lastSavedText(err.lastSaved) });
        applyServerErrors(form, err.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={() => unsaved.guard(close, unsavedCloseTitle)}
      onOk={() => form.submit()}
      okText={props.okText ?? '保存'}
      cancelText={props.cancelText ?? 'キャンセル'}
      okButtonProps={{ danger: props.danger, disabled: !!props.blocked }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {props.blocked && (
            <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
              {props.blocked}
            </Typography.Text>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
      confirmLoading={saving}
      mask={{ closable: false }}
      width={props.width ?? 560}
      destroyOnHidden
    >
      {stale && <StaleBanner message={stale.message} description={stale.by} />}
      {/* The dialog's content is destroyed on close, so every opening starts from initialValues. */}
      {/* A form name prefixes the field ids, so they never clash with the list page's search form. */}
      <Form<V>
        form={form}
        name="modalForm"
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={onFinish}
        onKeyDown={keepEnterInPickers}
        onValuesChange={unsaved.onValuesChange}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        {props.children(form)}
        {/* The form's default button: Enter in any field saves, as the dialog's 保存 does (a browser submits a form
            of more than one text field on Enter only when it has a submit button). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden />
      </Form>
    </Modal>
  );
}
