import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import type { FieldIssue } from '@cinema/contracts';

/**
 * An antd validator from a check that throws its message: antd waits for a promise, and reads a rejected one as the
 * field's error. (An async arrow with nothing to await does the same; lint asks for an await in every async function.)
 */
export const asyncCheck =
  <A extends unknown[]>(check: (...args: A) => void) =>
  (...args: A): Promise<void> => {
    try {
      check(...args);
      return Promise.resolve();
    } catch (err) {
      return Promise.reject(err);
    }
  };

/**
 * An antd rule that checks one field with the contract's own schema, so the form and the API
 * say the same thing. The whole form is parsed, so cross-field rules (confirmations) apply too.
 */
export const zodRule =
  (schema: z.ZodType, prepare: (values: Record<string, unknown>) => unknown = (v) => v): FormRule =>
  (form) => ({
    validator: asyncCheck((rule: unknown) => {
      const field = (rule as { field?: string }).field;
      const result = schema.safeParse(prepare(form.getFieldsValue(true)));
      if (result.success || !field) return;
      const issue = result.error.issues.find((i) => i.path.join('.') === field);
      if (issue) throw new Error(issue.message);
    }),
  });

/** Puts the API's per-field errors on the form and focuses the first one (docs/api-conventions.md, "validation"). */
export function applyServerErrors(form: FormInstance, errors: FieldIssue[]) {
  const known = errors.filter((e) => e.field && e.field !== '_');
  if (!known.length) return false;
  // One field can have several problems (a seat plan with two duplicate numbers): show them all.
  const byField = new Map<string, string[]>();
  for (const e of known) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
  form.setFields(
    [...byField].map(([field, errors]) => ({
      name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors,
    })),
  );
  const [first] = known;
  if (first) form.scrollToField(first.field.split('.'), { focus: true, block: 'center' });
  return true;
}

/**
 * A `prepare` for zodRule: text inputs nobody has touched are undefined, which Zod reports with
 * its generic type message and which stops the cross-field rules (confirmations). As '' they get
 * the field's own message (「…」を入力してください) and let those rules run.
 */
export const withBlanks =
  (...keys: string[]) =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, '']));
    for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
    return out;
  };

/** An antd rule that checks one field's value on its own with a contract field (forms without a whole-form schema). */
export const fieldRule = (schema: z.ZodType): FormRule => ({
  validator: asyncCheck((_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? undefined);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  }),
});
