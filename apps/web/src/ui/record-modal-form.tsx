import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EndpointDef, EndpointInput } from '@cinema/contracts';
import { call } from '../api/client.js';
import { ModalForm, type ModalFormProps } from './modal-form.js';
import { highlightState } from './row-highlight.js';
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
  onSaved,
  ...rest
}: RecordModalFormProps<T, V, C, U>) {
  const send = call as (e: EndpointDef, input: { body: unknown }) => Promise<unknown>;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const created = useRef<unknown>(undefined);
  // After 登録 the list behind the dialog marks the new record (ui/row-highlight.ts): the same address, with
  // the id in the router's state.
  const savedThen = async () => {
    await onSaved();
    const state = record ? undefined : highlightState(created.current);
    created.current = undefined;
    if (state) void navigate({ pathname, search }, { replace: true, state });
  };
  return (
    <ModalForm<V>
      {...rest}
      onSaved={savedThen}
      okText={record ? '保存' : '登録'}
      initialValues={record ? toValues(record) : defaults}
      submit={(values) =>
        record
          ? send(update, { body: { ...toBody(values), id: record.id, version: record.version } })
          : send(create, { body: toBody(values) }).then((saved) => (created.current = saved))
      }
    />
  );
}
