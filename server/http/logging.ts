import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream, LoggerOptions } from 'pino';

export interface LogOptions {
  level: string;
  /** Where lines go; stdout when absent (tests capture them here). */
  stream?: DestinationStream;
}

/** Whatever may carry personal data or secrets, wherever pino finds it in a line. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  '*.body',
  'password',
  '*.password',
  'token',
  '*.token',
  'params',
  '*.params',
  'parameters',
  '*.parameters',
];

/** Drizzle puts a failed query's parameters (client names, phones) in the message after `params:`. */
const withoutParameters = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [Redacted]');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a log line says of a request's address: the route as declared, with only the record ids
 * filled in (`/v1/client/:id` → `/v1/client/0190…`); any other parameter (a token, a file name)
 * stays a placeholder, and the query string (a search for a phone or a name) is never written.
 * A request no route matched shows none of its path.
 */
export const loggedRoute = (request: Pick<FastifyRequest, 'params' | 'routeOptions'>): string => {
  const pattern = request.routeOptions.url;
  if (!pattern) return '(no route)';
  const params = (request.params ?? {}) as Record<string, unknown>;
  return pattern.replace(/:(\w+)/g, (placeholder, name: string) => {
    const value = params[name];
    return typeof value === 'string' && UUID.test(value) ? value : placeholder;
  });
};

/**
 * An error as a log line may show it: name, code, message and stack without query parameters,
 * and its cause the same way. Not the driver's `detail` ("Key (phone)=(…)"), `params` or `where`.
 */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export const safeError = (error: unknown): LoggedError => {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[non-error value]', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutParameters(error.message),
    ...(typeof code === 'string' && { code }),
    stack: withoutParameters(error.stack ?? ''),
    ...(error.cause !== undefined && { cause: safeError(error.cause) }),
  };
};

/** The logger of buildApp: redaction and error serializers applied to every line. */
export const loggerOptions = (
  options: LogOptions,
): LoggerOptions & { stream?: DestinationStream } => ({
  level: options.level,
  ...(options.stream && { stream: options.stream }),
  redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
  serializers: {
    err: safeError,
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: loggedRoute(request),
      remoteAddress: request.ip,
    }),
  },
});

/** The header a load balancer names a request with, and the one each reply echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: a load balancer's (nginx's hex, a UUID, a trace id), at most 128
 * letters, digits and `._:+=/-`. Anything else (spaces, quotes, a whole page of text) is replaced
 * by an id of our own rather than written to every line of the request.
 */
const ACCEPTED_REQUEST_ID = /^[\w.:+=/-]{1,128}$/;

/**
 * Fastify's options naming each request: the load balancer's `x-request-id` when it is sane,
 * else a random UUID (unique across servers, unlike Fastify's counter). Fastify binds it to
 * `request.log` as `reqId` (its default label), so every line a request writes carries it.
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
  },
};

/** Every reply names its request, so a person reporting a problem can quote the id the logs carry. */
export const echoRequestId = (request: FastifyRequest, reply: FastifyReply) =>
  reply.header(REQUEST_ID_HEADER, request.id);

/** Echoes the id on every routed reply; a URL the router cannot read skips the hooks, so its reply echoes it itself. */
export const registerRequestIdEcho = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    echoRequestId(request, reply);
  });
};
