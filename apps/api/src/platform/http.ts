import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ja, type ErrorBody } from '@cinema/contracts';
import { callerDbError } from './db-errors.js';
import { AppError } from './errors.js';
import { loggableError } from './log-error.js';

export const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });
export const done = (message?: string) => ({ success: true as const, ...(message ? { message } : {}) });

function send(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  body: Omit<ErrorBody, 'success' | 'requestId'>,
) {
  return reply.status(status).send({ success: false, ...body, requestId: String(req.id) });
}

const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Maps every failure to the envelope: no stack traces or SQL ever leave the server. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err: loggableError(err) }, 'app error');
      return send(reply, req, err.status, {
        code: err.code,
        message: err.message,
        errors: err.errors,
        ...(err.seats ? { seats: err.seats } : {}),
        ...(err.lastSaved ? { lastSaved: err.lastSaved } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        field: fieldOf(v.instancePath),
        message: v.message ?? ja.validationFailed,
      }));
      return send(reply, req, 400, {
        code: 'validation_failed',
        message: errors[0]?.message ?? ja.validationFailed,
        errors,
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err: loggableError(err), issues: err.cause.issues }, 'response did not match its contract');
      return send(reply, req, 500, { code: 'internal', message: ja.serverError });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, req, 413, { code: 'payload_too_large', message: ja.payloadTooLarge });
    if (err.statusCode === 429)
      return send(reply, req, 429, { code: 'too_many_requests', message: ja.tooManyRequests });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'JSONの形式が正しくありません。'
          : ja.badRequest;
      return send(reply, req, err.statusCode === 415 ? 415 : 400, { code: 'bad_request', message });
    }
    const db = callerDbError(err);
    if (db) {
      // The code and constraint only: the error's query parameters may hold personal data.
      req.log.warn({ pgCode: db.pg.code, constraint: db.pg.constraint, table: db.pg.table }, 'database refused input');
      return send(reply, req, db.status, { code: db.code, message: db.message, errors: db.errors });
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return send(reply, req, 500, { code: 'internal', message: ja.serverError });
  });
}
