import type { FastifyError, FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/database';
import { speakingTo, text } from './messages';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CSRF'
  | 'NOT_FOUND'
  | 'DUPLICATE_KEY'
  | 'INVALID_STATE'
  | 'VALIDATION'
  | 'UNAVAILABLE'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INSUFFICIENT_SMS'
  | 'IMPORT_PROBLEMS'
  | 'INTERNAL';

/** An error whose message is meant for the user: `{ error: { message, code, fields } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** More than a field's message can say, e.g. the holiday dates of a series a person must choose about. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (messageKey: string, args?: Record<string, string>) =>
  new HttpError(400, 'BAD_REQUEST', text(messageKey, args));
export const unauthenticated = () =>
  new HttpError(401, 'UNAUTHENTICATED', text('saluni.auth.notSignedIn'));
export const forbidden = () => new HttpError(403, 'FORBIDDEN', text('saluni.validation.forbidden'));
export const notFound = () => new HttpError(404, 'NOT_FOUND', text('saluni.validation.notFound'));

/** A 422 whose message is the first field's message, so a toast shows something exact. */
export const validationFailed = (fields: Record<string, string>) =>
  new HttpError(422, 'VALIDATION', Object.values(fields)[0] ?? '', fields);

const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'saluni.validation.malformedBody'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'saluni.validation.malformedBody'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'saluni.validation.unsupportedMediaType',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'saluni.validation.image.tooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'saluni.validation.image.tooLarge'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'saluni.validation.image.tooMany'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'BAD_REQUEST', 'saluni.validation.malformedBody'],
};

/** The reply of an unknown path or record. */
export const notFoundBody = () => ({
  error: { message: text('saluni.validation.notFound'), code: 'NOT_FOUND' },
});

/** A request the router cannot read (a malformed URL): the project's shape, without echoing the URL. */
export const badUrlBody = () => ({
  error: { message: text('saluni.validation.badUrl'), code: 'BAD_REQUEST' },
});

/** Maps every failure to the error shape of design.md section 2; a 500 never leaks internals. */

export const registerErrorHandler = (
  app: FastifyInstance,
  limits: { maxImageMegabytes: number; maxImages: number },
) => {
  // Failures raised before a handler (a malformed body) are spoken in the request's language too.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    speakingTo(request, () => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          error: {
            message: error.message,
            code: error.code,
            ...(error.fields && { fields: error.fields }),
            ...(error.details && { details: error.details }),
          },
        });
      }
      if (isUniqueViolation(error)) {
        return reply.status(409).send({
          error: { message: text('saluni.validation.duplicateKey'), code: 'DUPLICATE_KEY' },
        });
      }
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) {
        const [status, code, key] = known;
        return reply
          .status(status)
          .send({ error: { message: text(key, { n: limits.maxImageMegabytes }), code } });
      }
      if (error.statusCode === 429) {
        return reply.status(429).send({
          error: { message: text('saluni.auth.tooManyAttempts'), code: 'TOO_MANY_REQUESTS' },
        });
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({
          error: { message: text('saluni.validation.malformedBody'), code: 'BAD_REQUEST' },
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: { message: 'Internal server error', code: 'INTERNAL' } });
    }),
  );
};
