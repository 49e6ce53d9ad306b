import { ModalForm, type ModalFormProps } from './modal-form.js';
import type { EditorModalProps } from './use-modal-editor.js';

interface Versioned {
  id: number;
  version: number;
}

export interface RecordModalFormProps<T extends Versioned, V>
  extends EditorModalProps<T>, Omit<ModalFormProps<V>, 'open' | 'onClose' | 'onSaved' | 'initialValues' | 'submit' | 'okText'> {
  /** The form's values for the record being edited. */
  toValues: (record: T) => Partial<V>;
  /** A new record's starting values. */
  defaults: Partial<V>;
  create: (values: V) => Promise<unknown>;
  /** Saves the record being edited, with its id and the version it was read at (a stale one is refused). */
  update: (body: V & Versioned) => Promise<unknown>;
}

/** One dialog both registers a record (登録) and edits one (保存), as useModalEditor opens it. */
export function RecordModalForm<T extends Versioned, V extends object>({
  record,
  toValues,
  defaults,
  create,
  update,
  ...rest
}: RecordModalFormProps<T, V>) {
  return (
    <ModalForm<V>
      {...rest}
      okText={record ? '保存' : '登録'}
      initialValues={record ? toValues(record) : defaults}
      submit={(values) => (record ? update({ ...values, id: record.id, version: record.version }) : create(values))}
    />
  );
}
