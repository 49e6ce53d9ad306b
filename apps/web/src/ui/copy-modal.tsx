import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ModalForm } from './modal-form.js';

/** What a list page hands its コピー dialog: the row to copy. */
export interface CopyModalProps<S extends { name: string }> {
  source: S;
  onClose: () => void;
  onCopied: () => Promise<unknown>;
}

interface CopyModalFormProps<V> extends CopyModalProps<{ name: string }> {
  /** What the copy takes over from the source. */
  note: string;
  /** Starting values of the fields besides the name. */
  initialValues?: Partial<V>;
  copy: (values: V) => Promise<unknown>;
  children: ReactNode;
}

/** コピー of a list row: a new record made from it, under the name (and code) typed here; 「元の名前（コピー）」 to start. */
export function CopyModal<V extends { name: string }>(props: CopyModalFormProps<V>) {
  const { source } = props;
  return (
    <ModalForm<V>
      open
      title={`「${source.name}」をコピー`}
      okText="コピーする"
      width={520}
      onClose={props.onClose}
      // V has a name of its own; TypeScript does not follow that through Partial<V>.
      initialValues={{ name: `${source.name}（コピー）`, ...props.initialValues } as Partial<V>}
      submit={props.copy}
      onSaved={props.onCopied}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">{props.note}</Typography.Paragraph>
          {props.children}
        </>
      )}
    </ModalForm>
  );
}
