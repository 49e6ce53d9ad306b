import type { z } from 'zod';
import type { ErrorCode } from './errors.js';
import type { AccountType, PermissionType } from './modules.js';

// One declaration per HTTP endpoint (docs/feature-anatomy.md, "endpoints, declared once"). The API registers its
// handler against it, the web calls it through `call()`, and the OpenAPI document is generated
// from the same objects: renaming a path is one edit here and a type error wherever it is used.

/** Who may call an endpoint. */
export type EndpointAccess =
  /** Anyone, without a token (login, the public schedule, image files). */
  | { readonly kind: 'public' }
  /** Any signed-in user; the data layer's scope still limits what they see. */
  | { readonly kind: 'session' }
  /** Users who may open a screen of the route registry, with a permission type of its module. */
  | {
      readonly kind: 'screen';
      readonly path: string;
      readonly permission?: PermissionType;
      /** Narrows the screen's roles, e.g. a brand master every role reads but head office alone writes. */
      readonly roles?: readonly AccountType[];
      /** Head office's own action on a screen of cinema staff alone (headOfficeOnScreen). */
      readonly headOffice?: true;
    }
  /** A registered device (POS, kiosk, online channel) with its device token. */
  | { readonly kind: 'device' };

export const publicAccess = { kind: 'public' } as const;
export const sessionAccess = { kind: 'session' } as const;
export const deviceAccess = { kind: 'device' } as const;
/**
 * Access of a screen path of routes.ts; the permission defaults to the screen's own. `only` keeps
 * those of the screen's roles it names (head office alone writes what cinema staff also read).
 */
export const onScreen = <const P extends string>(path: P, permission?: PermissionType, only?: readonly AccountType[]) =>
  ({ kind: 'screen', path, ...(permission ? { permission } : {}), ...(only ? { roles: only } : {}) }) as const;
/**
 * Head office acting on a screen of cinema staff alone, across the brand's cinemas (docs/architecture.md,
 * "access"): brand users with that permission type of the screen's module, nobody else. The one kind today is
 * 他の劇場へコピー… of 料金テンプレート and 割引ルール; every other write there stays with the cinema's staff.
 */
export const headOfficeOnScreen = <const P extends string>(path: P, permission: PermissionType) =>
  ({ kind: 'screen', path, permission, roles: ['brand'], headOffice: true }) as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Fastify pattern: `:id` stands for the original `{id}` (docs/api-conventions.md, "original names"). */
  readonly path: `/api/${string}`;
  /** One line of Japanese for the API reference. */
  readonly summary: string;
  readonly description?: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * The `data` of the success envelope; null for an answer that carries only `{ success, message }`.
   * Ignored when `produces` names another content type (a file).
   */
  readonly answer: z.ZodType | null;
  /** A multipart upload: the body is form data, read by the handler itself. */
  readonly multipart?: boolean;
  /** A non-JSON answer, e.g. `image/*` for a stored image. */
  readonly produces?: string;
  /** Error codes beyond those every endpoint of its kind may answer (see openapi in the API). */
  readonly errors?: readonly ErrorCode[];
  /** Example bodies and answers for the API reference (device vendors integrate from it). */
  readonly examples?: { readonly body?: unknown; readonly answer?: unknown };
  /** Headers the endpoint reads or sends beyond authentication, for the API reference. */
  readonly headers?: { readonly request?: readonly EndpointHeader[]; readonly answer?: readonly EndpointHeader[] };
  /**
   * Named request and answer pairs, in the order a client would send them (each may rely on those
   * before it): the API reference shows them as OpenAPI `examples`, and a test sends them in order.
   */
  readonly namedExamples?: Readonly<Record<string, EndpointExample>>;
}

/** A request or answer header of an endpoint. */
export interface EndpointHeader {
  readonly name: string;
  /** Japanese, as a vendor needs it: what the value is and when it is sent. */
  readonly description: string;
  readonly schema: z.ZodType;
  readonly required?: boolean;
  /** An answer header: the HTTP statuses that may carry it (every status when absent). */
  readonly statuses?: readonly number[];
}

/** One request of a named example and what it answers. */
export interface EndpointExample {
  readonly summary: string;
  readonly description?: string;
  /** Headers sent with it; a placeholder in angle brackets stands for a value the reader has (`<…のトークン>`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The request body; absent for an answer that no JSON body can show (a body too large, a server error). */
  readonly body?: unknown;
  readonly status: number;
  /** The `data` of a success answer, or the error body's `{ code, message, errors?, seats? }`. */
  readonly answer: unknown;
  /** Answer headers this example carries (e.g. a replay's marker). */
  readonly answerHeaders?: Readonly<Record<string, string>>;
}

/** Declares an endpoint; the literal types are kept so inputs and answers are inferred from it. */
export const endpoint = <const D extends EndpointDef>(d: D): D => d;

/** A browser FormData, without the DOM types contracts do not load. */
export interface MultipartForm {
  append(name: string, value: string): void;
}

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller sends: path params, query and body, each typed from its schema. */
export type EndpointInput<E extends EndpointDef> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E['multipart'] extends true ? { body: MultipartForm } : Part<'body', E['body']>);

/** The data a success answer carries (after the API's serialisation). */
export type EndpointData<E extends EndpointDef> = E['answer'] extends z.ZodType ? z.output<E['answer']> : undefined;

/** What a handler must produce for `data` (before the answer schema's transformations). */
export type EndpointDataInput<E extends EndpointDef> = E['answer'] extends z.ZodType ? z.input<E['answer']> : undefined;

/** Parsed inputs as a handler sees them. */
export type EndpointParsed<E extends EndpointDef> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

/** Element type of a list answer ({ list, total, page, pageSize }). */
export type EndpointRow<E extends EndpointDef> = EndpointData<E> extends { list: (infer R)[] } ? R : never;

/** "GET /api/film/list", for messages and logs. */
export const endpointName = (e: Pick<EndpointDef, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** The URL of an endpoint with its path params filled in (each encoded). */
export function endpointUrl(e: Pick<EndpointDef, 'path'>, params?: Record<string, unknown>): string {
  return e.path.replace(/:([A-Za-z_]\w*)|\*/g, (whole, name: string | undefined) => {
    const value = params?.[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`${e.path}: missing path parameter ${whole}`);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new Error(`${e.path}: path parameter ${whole} is not a string or a number`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
}
