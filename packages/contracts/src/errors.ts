import { z } from 'zod';

// The error codes (docs/api-conventions.md, "errors"); the web client maps them as docs/web-conventions.md, "the API client" says.
export const errorCodes = [
  'auth_invalid',
  'auth_fail',
  'password_expired',
  // An administrator set the password: it must be changed before anything else (first login).
  'password_change_required',
  'account_inactive',
  'not_found_loginData',
  'no_permission',
  'validation_failed',
  'bad_request',
  'not_found',
  'stale_version',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'internal',
  // The alert key of the error catalogue (docs/web-conventions.md, "the API client"): a ムビチケ code the brand's 券種マスター does not know.
  'moviTicketNotFound',
  // The device API (docs/sales.md, "online orders").
  'idempotency_key_reused',
  'seat_unavailable',
  'invalid_transition',
  'original_not_received',
  // A clientId another device already used: keys are the device's own (docs/device-api.md).
  'client_id_in_use',
  // A document that does not follow the schema: stored as refused, its deviceSeq used.
  'invalid_document',
  // A sale paying with points its member cannot use (not enough, or not an active member): nothing of it is stored.
  'points_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  auth_invalid: 401,
  auth_fail: 401,
  password_expired: 403,
  password_change_required: 403,
  account_inactive: 403,
  not_found_loginData: 401,
  no_permission: 403,
  validation_failed: 400,
  bad_request: 400,
  not_found: 404,
  stale_version: 409,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  internal: 500,
  moviTicketNotFound: 404,
  idempotency_key_reused: 422,
  seat_unavailable: 409,
  invalid_transition: 409,
  original_not_received: 409,
  client_id_in_use: 409,
  invalid_document: 400,
  points_unavailable: 409,
};

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** stale_version: who saved the record last and when (ISO), so the form can say whose change it missed. */
export const lastSavedSchema = z.object({
  userName: z.string().nullable().describe('最後に保存したユーザーのログインID（一括登録で作られた行は null）'),
  savedAt: z.string().describe('最後に保存した日時（ISO 8601）'),
});
export type LastSaved = z.infer<typeof lastSavedSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.array(fieldIssueSchema).optional(),
  /** seat_unavailable: the seats already taken. */
  seats: z.array(z.string()).optional(),
  lastSaved: lastSavedSchema.optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
