import { z } from 'zod';
import { errorBodySchema, fail, fieldIssueSchema } from '@cinema/contracts';

// JSON Schema as Zod writes it, turned into what OpenAPI tools read best.

export type Json = Record<string, unknown>;

const NAME = /^[A-Za-z0-9_.-]+$/;

/** The `const` string a variant fixes its property `key` to, if it does. */
function constOf(variant: Json, key: string): string | undefined {
  const prop = (variant.properties as Record<string, Json> | undefined)?.[key];
  return typeof prop?.const === 'string' ? prop.const : undefined;
}

/** The property every variant fixes with a `const` string (the union's discriminator), if there is one. */
function discriminatorOf(variants: Json[]): string | undefined {
  const first = variants[0]?.properties as Record<string, Json> | undefined;
  return Object.keys(first ?? {}).find((key) =>
    variants.every((v) => constOf(v, key) !== undefined && ((v.required as string[] | undefined) ?? []).includes(key)),
  );
}

/**
 * A titled `oneOf` of objects told apart by one `const` property (a Zod discriminated union given a
 * title) becomes references to one component per variant, `<title>_<value>`, with the OpenAPI
 * `discriminator` Zod does not write: generated clients then pick the variant by that property. The
 * same variant met twice (a batch holds the documents sent alone) is one component.
 */
export function discriminate(schema: unknown, components: Json): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    const variants = out.oneOf as Json[] | undefined;
    const title = out.title;
    if (!variants || typeof title !== 'string' || !NAME.test(title)) return out;
    const key = discriminatorOf(variants);
    if (!key) return out;
    const mapping: Record<string, string> = {};
    out.oneOf = variants.map((v) => {
      const value = constOf(v, key) ?? fail(`a variant of ${title} without ${key}`); // discriminatorOf checked each
      const name = `${title}_${value}`;
      const seen = components[name];
      if (seen && JSON.stringify(seen) !== JSON.stringify(v))
        throw new Error(`two different schemas would be named ${name}`);
      components[name] = v;
      mapping[value] = `#/components/schemas/${name}`;
      return { $ref: mapping[value] };
    });
    out.discriminator = { propertyName: key, mapping };
    return out;
  };
  return walk(schema) as Json;
}

/** The error body with what each field means (contracts keep the shape, the reference the words). */
export const describedErrorBody = errorBodySchema.extend({
  success: errorBodySchema.shape.success.describe('失敗なら false'),
  code: errorBodySchema.shape.code.describe('エラーコード。意味は各応答の説明に（端末APIでは端末の対応も）あります。'),
  message: errorBodySchema.shape.message.describe('日本語のメッセージ（そのまま係員・利用者に表示できます）'),
  errors: z
    .array(
      fieldIssueSchema.extend({
        field: fieldIssueSchema.shape.field.describe('項目（例: lines.0.seatKey、ヘッダーは Idempotency-Key）'),
        message: fieldIssueSchema.shape.message.describe('項目のエラーメッセージ'),
      }),
    )
    .optional()
    .describe('項目ごとのエラー（入力・書類の誤りのとき）'),
  seats: errorBodySchema.shape.seats.describe('seat_unavailable: 販売済み・確保済みの座席のキー'),
  lastSaved: errorBodySchema.shape.lastSaved.describe('stale_version: 最後に保存したユーザー名と日時'),
  requestId: errorBodySchema.shape.requestId.describe('リクエストID（問い合わせのときに伝えてください）'),
});
