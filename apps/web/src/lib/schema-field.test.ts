import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { code, ingredientCreateBody, int, optionalText, requiredText, withMeta } from '@cinema/contracts';
import { fieldInfo } from './schema-field.js';

// A form field's label, required mark, length, range and help come from the contract's schema.
describe('fieldInfo', () => {
  it('reads the label the messages name, the required mark and the maximum length', () => {
    expect(fieldInfo(ingredientCreateBody, 'name')).toMatchObject({
      label: '原材料名',
      kind: 'text',
      required: true,
      maxLength: 50,
    });
    expect(fieldInfo(ingredientCreateBody, 'code')).toMatchObject({
      label: '原材料コード',
      required: true,
      maxLength: 20,
    });
    expect(fieldInfo(ingredientCreateBody, 'nameKana')).toMatchObject({
      label: '原材料名カナ',
      required: false,
      maxLength: 100,
    });
  });

  it('reads a number’s range, its format and help, and a choice’s options with their labels', () => {
    expect(fieldInfo(ingredientCreateBody, 'purchasePrice')).toMatchObject({
      label: '仕入価格',
      kind: 'number',
      required: true,
      min: 0,
      max: 10_000_000,
      format: 'yen',
      suffix: '円',
      help: expect.stringContaining('仕入数量'),
    });
    expect(fieldInfo(ingredientCreateBody, 'minStock')).toMatchObject({ required: false, min: 0, max: 100_000_000 });
    expect(fieldInfo(ingredientCreateBody, 'unit')).toMatchObject({
      kind: 'choice',
      required: true,
      options: [
        { value: 'g', label: 'g' },
        { value: 'ml', label: 'ml' },
        { value: 'piece', label: '個' },
      ],
    });
    expect(fieldInfo(ingredientCreateBody, 'active')).toMatchObject({
      label: '有効',
      kind: 'boolean',
      required: false,
    });
  });

  it('works for any object of the builders, and metadata added outside wins', () => {
    const schema = z.object({
      title: withMeta(requiredText('題名', 30), { help: '一覧に出る名前' }),
      note: optionalText('備考', 500),
      ref: code('参照コード', 8),
      count: int('枚数', 1, 9).optional(),
    });
    expect(fieldInfo(schema, 'title')).toMatchObject({
      label: '題名',
      help: '一覧に出る名前',
      maxLength: 30,
      required: true,
    });
    expect(fieldInfo(schema, 'note')).toMatchObject({ label: '備考', maxLength: 500, required: false });
    expect(fieldInfo(schema, 'ref')).toMatchObject({ label: '参照コード', maxLength: 8, format: 'code' });
    expect(fieldInfo(schema, 'count')).toMatchObject({ label: '枚数', min: 1, max: 9, required: false });
  });
});
