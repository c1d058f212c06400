import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorKey, type MessageKey } from '../../src/domain/api';
import { AppError } from '../lib/errors';
import { ListQueryError } from '../lib/listQuery';
import { pickLang, translate } from '../lib/messages';

interface PgError {
  code?: string;
  constraint?: string;
}

/** PostgreSQL error classes that mean "the caller sent something wrong", never a server fault. */
export const PG_CLIENT_ERRORS: Record<string, [number, ErrorKey]> = {
  '23505': [409, ErrorKey.duplicate],
  '23503': [409, ErrorKey.dataChanged],
  '22P02': [400, ErrorKey.requestParameter],
  '22021': [400, ErrorKey.requestParameter], // invalid byte sequence (a NUL in text)
  '22P05': [400, ErrorKey.requestParameter], // untranslatable character
  '22001': [400, ErrorKey.requestParameter],
  '22003': [400, ErrorKey.requestParameter],
  '22007': [400, ErrorKey.requestParameter],
  '22008': [400, ErrorKey.requestParameter],
  '23502': [400, ErrorKey.requestParameter],
  '23514': [400, ErrorKey.requestParameter],
  '40001': [409, ErrorKey.dataChanged],
  '40P01': [409, ErrorKey.dataChanged],
};

/** drizzle wraps driver errors (DrizzleQueryError): the SQLSTATE sits on the error or on its cause. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e = error as (PgError & { cause?: unknown }) | undefined;
  for (let depth = 0; e && depth < 3; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && Object.hasOwn(PG_CLIENT_ERRORS, e.code)) return e;
  }
  return undefined;
}

function fastifyClientError(err: FastifyError): [number, ErrorKey] | undefined {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return [413, ErrorKey.payloadTooLarge];
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return [415, ErrorKey.unsupportedMedia];
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return [err.statusCode === 405 ? 405 : 400, err.statusCode === 405 ? ErrorKey.methodNotAllowed : ErrorKey.requestParameter];
  }
  return undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, status: number, key: MessageKey, result: unknown, code = status) {
  const params = result && typeof result === 'object' ? (result as Record<string, string | number>) : undefined;
  const message = translate(key, pickLang(request.headers['accept-language']), params);
  return reply.status(status).send({ code, message, key, result: result ?? null });
}

/**
 * One error handler for the whole API: caller mistakes become 4xx envelopes with a stable key;
 * anything else is logged and answered with a bare 500 that reveals nothing.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return send(request, reply, error.statusCode, error.key, error.details, error.code);
    }
    if (error instanceof ListQueryError) {
      return send(request, reply, 400, ErrorKey.requestParameter, { in: 'body', field: error.field, reason: error.reason });
    }
    if (error.validation) {
      const errors = error.validation.map((v) => ({
        in: error.validationContext,
        path: v.instancePath || '/',
        keyword: v.keyword,
        params: v.params,
        message: v.message,
      }));
      return send(request, reply, 400, ErrorKey.requestParameter, { errors });
    }
    const pgError = pgErrorOf(error);
    const pg = pgError ? PG_CLIENT_ERRORS[pgError.code!] : undefined;
    if (pgError && pg) {
      request.log.info({ pgCode: pgError.code, constraint: pgError.constraint }, 'database refused input');
      return send(request, reply, pg[0], pg[1], pgError.constraint ? { constraint: pgError.constraint } : null);
    }
    const fst = fastifyClientError(error);
    if (fst) return send(request, reply, fst[0], fst[1], null);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, ErrorKey.serviceException, null);
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, ErrorKey.notFound, null));
}
