import type { EndpointDef, EndpointInput } from '@cinema/contracts';
import { call } from '../api/client.js';
import { ModalForm, type ModalFormProps } from './modal-form.js';
import type { EditorModalProps } from './use-modal-editor.js';

interface Versioned {
  id: number;
  version: number;
}

type Body<E extends EndpointDef> = EndpointInput<E>['body'];

export interface RecordModalFormProps<T extends Versioned, V, C extends EndpointDef, U extends EndpointDef>
  extends
    EditorModalProps<T>,
    Omit<ModalFormProps<V>, 'open' | 'onClose' | 'onSaved' | 'initialValues' | 'submit' | 'okText'> {
  /** The form's values for the record being edited. */
  toValues: (record: T) => Partial<V>;
  /** A new record's starting values. */
  defaults: Partial<V>;
  /** The create call (登録) and the update call (保存); update gets the record's id and the version it was read at. */
  create: C;
  update: U;
  /** The body the calls send, from the form's values (the values themselves unless a field needs turning). */
  toBody?: (values: V) => Omit<Body<U>, 'id' | 'version'> & Body<C>;
}

/** One dialog both registers a record (登録) and edits one (保存), as useModalEditor opens it. */
export function RecordModalForm<T extends Versioned, V extends object, C extends EndpointDef, U extends EndpointDef>({
  record,
  toValues,
  defaults,
  create,
  update,
  toBody = (v) => v as never,
  ...rest
}: RecordModalFormProps<T, V, C, U>) {
  const send = call as (e: EndpointDef, input: { body: unknown }) => Promise<unknown>;
  return (
    <ModalForm<V>
      {...rest}
      okText={record ? '保存' : '登録'}
      initialValues={record ? toValues(record) : defaults}
      submit={(values) =>
        record
          ? send(update, { body: { ...toBody(values), id: record.id, version: record.version } })
          : send(create, { body: toBody(values) })
      }
    />
  );
}
