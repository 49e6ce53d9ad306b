import { z } from 'zod';
import {
  APP_VERSION,
  deviceErrorActions,
  endpointGroupLabels,
  endpointGroups,
  errorCodes,
  errorStatus,
  type EndpointDef,
  type EndpointExample,
  type ErrorCode,
} from '@cinema/contracts';
import { describedErrorBody, discriminate, type Json } from './openapi-schemas.js';

// The API reference (OpenAPI 3.1) generated from the endpoint declarations: POS, kiosk and online
// vendors integrate from it, so every endpoint, its Japanese summary, the envelope, the error
// codes (docs/api-conventions.md, "errors") and the two auth schemes are in it.

const toSchema = (s: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _s, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any', reused: 'inline' }) as Json;
  return rest;
};

const errorMeaning: Record<ErrorCode, string> = {
  auth_invalid: 'トークンがない・期限切れ・無効',
  auth_fail: 'ログインIDまたはパスワードが違う',
  password_expired: 'パスワードの有効期限切れ（新しいパスワードの設定が必要）',
  password_change_required: '管理者が設定したパスワードのため、先にパスワード変更が必要（初回ログイン）',
  account_inactive: 'アカウントが無効',
  not_found_loginData: 'ログイン情報が見つからない（再ログインが必要）',
  no_permission: '権限がない',
  validation_failed: '入力エラー（errors に項目名と日本語のメッセージ）',
  bad_request: 'リクエストの形式が正しくない',
  not_found: '対象が見つからない（他テナントのIDも同じ）',
  stale_version: '他の人が先に更新した（version が古い）',
  conflict: '現在の状態では実行できない（重複・使用中など）',
  too_many_requests: '呼び出し回数の上限',
  payload_too_large: 'リクエストが大きすぎる',
  internal: 'サーバー内部のエラー',
  moviTicketNotFound: 'ムビチケ券種が見つからない',
  idempotency_key_reused: '同じ clientId で内容の違う書類が送られた（再送は同じ内容で）',
  seat_unavailable: '座席が販売済み・確保済み（seats に座席）',
  invalid_transition: 'この状態の取引には実行できない（状態遷移の誤り）',
  original_not_received: '取消・払戻の元の取引、シフト、仮押さえがまだ届いていない（後で再送）',
  client_id_in_use: 'clientId が別の端末の書類で使われている（新しい clientId で送信。何も保存されない）',
  invalid_document: '書類がスキーマに合わない（拒否として保存され、deviceSeq は使用済み）',
  points_unavailable: 'ポイントで支払えない（ポイント不足、または有効な会員でない。販売は保存されない）',
};

/** The error codes an endpoint may answer: those of its kind, plus what it declares. */
function errorsOf(e: EndpointDef): ErrorCode[] {
  const codes = new Set<ErrorCode>(['internal']);
  if (e.params || e.query || e.body || e.multipart) codes.add('validation_failed');
  if (e.access.kind !== 'public') codes.add('auth_invalid');
  if (e.access.kind !== 'public' && e.access.kind !== 'device') codes.add('password_change_required');
  if (e.access.kind === 'screen' || e.access.kind === 'device') codes.add('no_permission');
  if (e.params) codes.add('not_found');
  if (e.body || e.multipart) codes.add('payload_too_large');
  for (const c of e.errors ?? []) codes.add(c);
  return errorCodes.filter((c) => codes.has(c));
}

/** The envelope of a success answer, as the named examples show it. */
const answerOf = (x: EndpointExample) =>
  x.status === 200 ? { success: true, data: x.answer } : { success: false, ...(x.answer as object) };

/** An example object: its value, and the headers sent with it (an extension the test of the examples reads). */
function exampleOf(x: EndpointExample, value: unknown, headers?: Readonly<Record<string, string>>): Json {
  const sent = Object.entries(headers ?? {}).map(([k, v]) => `\`${k}: ${v}\``);
  const description = [x.description, sent.length ? `ヘッダー: ${sent.join('、')}` : ''].filter(Boolean).join('\n\n');
  return {
    summary: x.summary,
    ...(description ? { description } : {}),
    value,
    ...(headers ? { 'x-headers': headers } : {}),
  };
}

/** The named examples of one status, keyed by name, in declaration order. */
function examplesAt(e: EndpointDef, status: number) {
  const named = Object.entries(e.namedExamples ?? {}).filter(([, x]) => x.status === status);
  return named.length
    ? { examples: Object.fromEntries(named.map(([name, x]) => [name, exampleOf(x, answerOf(x), x.answerHeaders)])) }
    : {};
}

/** Answer headers that a status may carry. */
function headersAt(e: EndpointDef, status: number) {
  const headers = (e.headers?.answer ?? []).filter((h) => !h.statuses || h.statuses.includes(status));
  return headers.length
    ? {
        headers: Object.fromEntries(
          headers.map((h) => [h.name, { description: h.description, schema: toSchema(h.schema, 'output') }]),
        ),
      }
    : {};
}

/** One line per code: what it means and, for devices, what the device should do. */
const codeLine = (c: ErrorCode, forDevice: boolean) => {
  const action = forDevice ? deviceErrorActions[c] : undefined;
  return `- \`${c}\`: ${errorMeaning[c]}${action ? `。端末の対応: ${action}` : ''}`;
};

function responsesOf(e: EndpointDef, forDevice: boolean): Json {
  const single = e.namedExamples
    ? {}
    : e.examples?.answer !== undefined
      ? { example: { success: true, data: e.examples.answer } }
      : {};
  const success = e.produces
    ? { description: '成功', content: { [e.produces]: { schema: { type: 'string', format: 'binary' } } } }
    : {
        description: '成功',
        ...headersAt(e, 200),
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success'],
              properties: {
                success: { const: true, description: '成功なら true' },
                ...(e.answer ? { data: { description: '結果', ...toSchema(e.answer, 'output') } } : {}),
                message: { type: 'string', description: '画面に表示するメッセージ' },
              },
            },
            ...single,
            ...examplesAt(e, 200),
          },
        },
      };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of errorsOf(e)) byStatus.set(errorStatus[c], [...(byStatus.get(errorStatus[c]) ?? []), c]);
  const errors = Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((c) => codeLine(c, forDevice)).join('\n'),
        ...headersAt(e, status),
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, ...examplesAt(e, status) },
        },
      },
    ]),
  );
  return { '200': success, ...errors };
}

function parametersOf(e: EndpointDef): Json[] {
  const params: Json[] = [];
  const add = (where: 'path' | 'query', s: z.ZodType | undefined) => {
    if (!s) return;
    const schema = toSchema(s, 'input');
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) {
      const isArray = JSON.stringify(prop).includes('"type":"array"');
      params.push({
        // Fastify's wildcard (`/file/*`) is the path's last part: the document calls it {key}.
        name: where === 'path' && name === '*' ? 'key' : name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: prop,
        ...(isArray ? { style: 'form', explode: true } : {}),
        ...(typeof prop.description === 'string' ? { description: prop.description } : {}),
      });
    }
  };
  add('path', e.params);
  add('query', e.query);
  for (const h of e.headers?.request ?? [])
    params.push({
      name: h.name,
      in: 'header',
      required: h.required ?? false,
      description: h.description,
      schema: toSchema(h.schema, 'input'),
    });
  if (e.access.kind === 'screen' || e.access.kind === 'session')
    params.push({ $ref: '#/components/parameters/changeAccountId' });
  return params;
}

function operationOf(e: EndpointDef, tag: string, forDevice: boolean, schemas: Json): Json {
  const security =
    e.access.kind === 'public' ? [] : e.access.kind === 'device' ? [{ deviceToken: [] }] : [{ bearerAuth: [] }];
  const access =
    e.access.kind === 'screen'
      ? `画面 ${e.access.path} の権限（${e.access.permission ?? 'view'}）が必要`
      : { public: '認証不要', session: 'ログイン中の利用者', device: '登録済み端末のトークン' }[e.access.kind];
  const body = e.multipart
    ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
          },
        },
      }
    : e.body
      ? {
          required: true,
          content: {
            'application/json': {
              schema: discriminate(toSchema(e.body, 'input'), schemas),
              ...requestExamples(e),
            },
          },
        }
      : undefined;
  return {
    operationId: `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}`,
    summary: e.summary,
    description: [e.description, `アクセス: ${access}`].filter(Boolean).join('\n\n'),
    tags: [tag],
    security,
    parameters: parametersOf(e),
    ...(body ? { requestBody: body } : {}),
    responses: responsesOf(e, forDevice),
  };
}

/** The request examples: the named ones with a body, else the single one. */
function requestExamples(e: EndpointDef): Json {
  if (!e.namedExamples) return e.examples?.body !== undefined ? { example: e.examples.body } : {};
  const sent = Object.entries(e.namedExamples).filter(([, x]) => x.body !== undefined);
  return { examples: Object.fromEntries(sent.map(([name, x]) => [name, exampleOf(x, x.body, x.headers)])) };
}

/** The OpenAPI 3.1 document of every declared endpoint. */
export function openApiDocument(groups: Record<string, Record<string, EndpointDef>> = endpointGroups) {
  const paths: Record<string, Json> = {};
  const tags: Json[] = [];
  const schemas: Json = { ErrorBody: toSchema(describedErrorBody, 'output') };
  for (const [group, endpoints] of Object.entries(groups)) {
    const name = endpointGroupLabels[group] ?? group;
    tags.push({ name });
    // A group devices call (its token endpoint included) says what the device should do on each error.
    const forDevice = Object.values(endpoints).some((e) => e.access.kind === 'device');
    for (const e of Object.values(endpoints)) {
      const path = e.path.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{key}');
      paths[path] = { ...paths[path], [e.method.toLowerCase()]: operationOf(e, name, forDevice, schemas) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '劇場管理コンソール API',
      version: APP_VERSION,
      description: [
        'シネマチェーン向けバックオフィスのAPIです。すべての応答は `{ success, data?, message?, code?, errors? }` の形式です。',
        '一覧は `{ list, total, page, pageSize }` を返し、`page` は0から、`pageSize` の既定は9999です。',
        'クエリの配列はキーを繰り返します（`?cinemaIds=1&cinemaIds=2`）。金額は円の整数です。',
        'スタッフは `POST /api/login` のトークンを、端末は端末トークンを `Authorization: Bearer` で送ります。',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'POST /api/login のトークン（スタッフ）' },
        deviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: '登録済み端末のトークン（POS・券売機・オンライン）',
        },
      },
      parameters: {
        changeAccountId: {
          name: 'changeAccountId',
          in: 'header',
          required: false,
          description:
            '本部の管理者が別のアカウントとして操作するときのアカウントID（代理ログイン）。半角数字以外（+5、0x5、前後の空白など）は 400。',
          schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
        },
      },
      schemas,
    },
  };
}
