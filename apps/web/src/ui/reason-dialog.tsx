import { Alert, Input } from 'antd';
import type { z } from 'zod';
import { fieldInfo } from '../lib/schema-field.js';
import { ModalForm } from './modal-form.js';
import { schemaForm } from './schema-form.js';

// An action that must say why, the reason kept in 操作ログ: 締め解除, 確定解除… (docs/web-conventions.md,
// "reason dialogs"). The reason's label, limit and rule are the body schema's `reason`; the dialog's words
// come from the action's name, so every such dialog reads the same.

export interface ReasonDialogProps {
  /** What the action is done to: 「シネマライン新宿 2026年10月」. */
  subject: string;
  /** What happens, shown above the reason. */
  warning?: string;
  /** Sends the action with the reason typed; resolve to close. */
  submit: (reason: string) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The dialog of one action: `const ReopenDialog = reasonDialog('締め解除', monthlyClosingReopenBody, { cinemaId: 1,
 * month: '2000-01' })` at the top of a module (the other fields of the body only let the reason be checked alone).
 */
export function reasonDialog<S extends z.ZodObject>(action: string, schema: S, others: Record<string, unknown>) {
  const form = schemaForm(schema, (v) => ({ ...others, ...v }));
  const name = 'reason' as keyof z.infer<S> & string;
  const maxLength = fieldInfo(schema, name).maxLength;

  return function ReasonDialog({ subject, warning, submit, onSaved, onClose }: ReasonDialogProps) {
    return (
      <ModalForm<{ reason?: string }>
        title={`${action} ${subject}`}
        open
        onClose={onClose}
        okText={`${action}する`}
        danger
        initialValues={{}}
        submit={(v) => submit(v.reason ?? '')}
        onSaved={onSaved}
      >
        {() => (
          <>
            {warning && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={warning} />}
            <form.Field name={name}>
              <Input.TextArea
                rows={3}
                showCount={maxLength !== undefined}
                maxLength={maxLength}
                placeholder={`${action}の理由（操作ログに残ります）`}
              />
            </form.Field>
          </>
        )}
      </ModalForm>
    );
  };
}
