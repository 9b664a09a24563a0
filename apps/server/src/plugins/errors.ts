import { AppError, type ApiErrorBody, type ErrorCode, type FieldErrors, errorStatus } from '@roots/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** Seconds a client is told to wait while the database is unreachable (a restart takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, code: ErrorCode, message: string, fields?: FieldErrors) {
  const status = errorStatus[code];
  // Every 429 says when to come back; limits that know better set the header themselves.
  if (status === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
  const body: ApiErrorBody = { success: false, status, error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json').send(body);
}

/** Fastify's own error codes that are the client's fault, and what we tell the person. */
const frameworkErrors = new Map<string | undefined, [ErrorCode, string]>(
  Object.entries({
    FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.'],
    FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', 'The request body is empty; send a JSON object.'],
    FST_ERR_CTP_INVALID_JSON_BODY: ['BAD_REQUEST', 'The request body is not valid JSON.'],
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', 'The request body does not match its length.'],
  } satisfies Record<string, [ErrorCode, string]>),
);

/**
 * The one place errors become responses: schema failures → 400 with the fields, AppError → its
 * status, client mistakes Fastify detects → their 4xx, a database that cannot be reached → 503 with
 * Retry-After, anything else → logged with the request id and answered with a generic 500 that
 * reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
      return send(reply, error.code, error.message, error.fields);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const path = field === '' ? (error.validationContext ?? 'request') : field;
        if (!Object.hasOwn(fields, path)) fields[path] = issue.message ?? 'This value is not valid.';
      }
      const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext ?? 'request'}`;
      return send(reply, 'VALIDATION_FAILED', `Some fields need attention${where}.`, fields);
    }

    const known = frameworkErrors.get(error.code);
    if (known) return send(reply, known[0], known[1]);
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED', error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other client errors Fastify raises (malformed JSON, prototype poisoning, bad headers).
      request.log.info({ err: error }, 'client error');
      return send(reply, 'BAD_REQUEST', 'The request could not be understood.');
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(
        reply,
        'SERVICE_UNAVAILABLE',
        'Roots cannot reach its database right now. Please try again in a moment.',
      );
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
  });
}

export { send as sendError };
