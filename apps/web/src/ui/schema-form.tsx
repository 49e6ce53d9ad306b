import type { ReactNode } from 'react';
import { Col, Form, Input, Select, Switch } from 'antd';
import type { z } from 'zod';
import { fieldInfo, type FieldInfo } from '../lib/schema-field.js';
import { zodRule } from '../lib/zod-form.js';
import { NumberInput } from './number-input.js';

// Form fields from the contract's schema (docs/how-to/add-a-screen.md): each field's label, required
// mark, maximum length, help line and choices are the contract's, and its rule is the contract's too.
// A field picks its input from its type (text, number, switch, choice); a screen passes its own input
// as children where it needs another.

export interface SchemaFieldProps<N extends string> {
  name: N;
  placeholder?: string;
  /** The grid cell the field takes (antd Col spans); none when the form lays fields out itself. */
  xs?: number;
  md?: number;
  /** Another input than the type's own. */
  children?: ReactNode;
}

function inputOf(info: FieldInfo, placeholder: string | undefined): ReactNode {
  switch (info.kind) {
    case 'number':
      return <NumberInput style={{ width: '100%' }} suffix={info.suffix} placeholder={placeholder} />;
    case 'boolean':
      return <Switch />;
    case 'choice':
      return <Select options={info.options ? [...info.options] : []} placeholder={placeholder} />;
    default:
      return <Input maxLength={info.maxLength} placeholder={info.placeholder ?? placeholder} />;
  }
}

/**
 * The fields of one form's schema: `const { Field } = schemaForm(ingredientCreateBody)` at the top of
 * the module, then `<Field name="code" md={8} />`. `prepare` is zodRule's (e.g. withBlanks).
 */
export function schemaForm<S extends z.ZodObject>(schema: S, prepare?: (values: Record<string, unknown>) => unknown) {
  type Name = keyof z.infer<S> & string;
  const rule = zodRule(schema, prepare);
  const names = Object.keys(schema.shape) as Name[];

  function Field({ name, placeholder, xs, md, children }: SchemaFieldProps<Name>) {
    const info = fieldInfo(schema, name);
    const toggle = info.kind === 'boolean';
    const field: string = name;
    const item = (
      <Form.Item
        label={info.label}
        name={field}
        required={info.required}
        rules={toggle ? undefined : [rule]}
        extra={info.help}
        valuePropName={toggle ? 'checked' : undefined}
      >
        {children ?? inputOf(info, placeholder)}
      </Form.Item>
    );
    return xs || md ? (
      <Col xs={xs ?? 24} md={md}>
        {item}
      </Col>
    ) : (
      item
    );
  }

  return {
    Field,
    rule,
    /** A record's values for the form: the schema's fields only (no id, version or timestamps). */
    toValues: (record: object) =>
      Object.fromEntries(names.map((n) => [n, (record as Record<string, unknown>)[n]])) as z.input<S>,
    /** A new record's values: the schema's defaults. */
    defaults: Object.fromEntries(
      names.flatMap((n) => {
        const parsed = (schema.shape[n] as z.ZodType).safeParse(undefined);
        return parsed.success && parsed.data !== undefined && parsed.data !== null ? [[n, parsed.data]] : [];
      }),
    ) as Partial<z.input<S>>,
  };
}
