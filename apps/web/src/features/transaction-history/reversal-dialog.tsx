import type { ReactNode } from 'react';
import { Alert, type FormInstance } from 'antd';
import { ModalForm } from '../../ui/modal-form.js';

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

export function ReversalDialog<V extends object>({ sentence, children, ...props }: ReversalDialogProps<V>) {
  return (
    <ModalForm<V> {...props} cancelText="戻る" danger>
      {() => (
        <>
          {children}
          {sentence && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={sentence} />}
        </>
      )}
    </ModalForm>
  );
}
