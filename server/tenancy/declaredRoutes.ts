import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import type { RouteAccess, RouteDeclaration } from '../../registry/routes';
import { requireUser, type SessionUser } from './sessions';
import type { Database } from '../db/database';
import { asActor, type AuditActor } from '../db/auditActor';
import { readBody, type RequestBody, type Upload } from '../http/multipart';
import { badRequest } from '../http/errors';
import { refuseUnknownQueryKeys } from '../http/listQuery';
import { parseBody } from '../http/parseBody';
import { authorize, checkVendorModule, requireMember, type Access } from './access';
import { authorizeKey, bearerKeyOf, keysNotAccepted } from './apiKeys';

export type RouteQuery = Record<string, unknown>;
export type RouteParams = Record<string, string>;

/**
 * How a route reads its body: a yup schema (JSON, strict: unknown fields and wrong types are
 * refused), `multipart` (fields and files, JSON too), or `object` (any JSON object, for the
 * routes whose fields are the registry's declared fields and are read by its own engine).
 */
export type BodyRule = AnyObjectSchema | 'multipart' | 'object';

type BodyOf<B> = B extends AnyObjectSchema
  ? InferType<B>
  : B extends 'multipart'
    ? RequestBody
    : B extends 'object'
      ? Record<string, unknown>
      : undefined;

/** What the declaration's access proved: nothing, a signed-in user, or a member's access. */
type Caller<R extends RouteDeclaration> = R['access'] extends 'public'
  ? object
  : R['access'] extends 'signedIn'
    ? { user: SessionUser }
    : { access: Access };

export type RouteContext<R extends RouteDeclaration, B> = Caller<R> & {
  request: FastifyRequest;
  reply: FastifyReply;
  params: RouteParams;
  query: RouteQuery;
  body: BodyOf<B>;
};

export interface RouteRules<B extends BodyRule | undefined> {
  body?: B;
  /**
   * The query keys the route reads beside `businessId`; any other is a 400. `none`: a write
   * whose business is in its body takes no query at all. Unchecked when absent.
   */
  query?: readonly string[] | 'none';
  /** A step before a JSON body's schema, which never transforms (texts trimmed first). */
  prepare?: (fields: Record<string, unknown>) => Record<string, unknown>;
  /** Fastify's own options (rate limits in `config`). */
  options?: RouteShorthandOptions;
}

const objectBody = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('saluni.validation.bodyNotObject');
  return body as Record<string, unknown>;
};

/** The business the call names, where its declaration says it is. */
const businessIdOf = (
  route: RouteDeclaration,
  request: FastifyRequest,
  fields: Record<string, unknown> | undefined,
): unknown => {
  if (route.business === 'path') return (request.params as RouteParams).id;
  const source =
    route.method === 'GET' || route.method === 'DELETE' ? (request.query as RouteQuery) : fields;
  const named = source?.businessId;
  return named === undefined && route.businessAlias ? source?.[route.businessAlias] : named;
};

/** The body's fields for finding the business, before the body itself is checked. */
const rawFields = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : undefined;

const checkCaller = async (
  db: Database,
  route: RouteDeclaration,
  request: FastifyRequest,
  fields: Record<string, unknown> | undefined,
) => {
  const { access } = route;
  if (access === 'public') return {};
  // An API key makes only a module's calls; the account's and the members' need a person.
  const key = bearerKeyOf(request);
  if (key && typeof access === 'string') throw keysNotAccepted();
  if (access === 'signedIn') return { user: await requireUser(db, request) };
  const businessId = businessIdOf(route, request, fields);
  if (access === 'member') return { access: await requireMember(db, request, businessId) };
  if (route.method === 'DELETE') checkVendorModule(request, access.module);
  if (key)
    return {
      access: await authorizeKey(db, request, key, businessId, access.module, access.action),
    };
  return { access: await authorize(db, request, businessId, access.module, access.action) };
};

/** The spec's alias for the business is the business id once read: the schema never sees it. */
const withoutAlias = (route: RouteDeclaration, fields: Record<string, unknown>) => {
  if (!route.businessAlias || !(route.businessAlias in fields)) return fields;
  const { [route.businessAlias]: alias, ...rest } = fields;
  return rest.businessId === undefined ? { ...rest, businessId: alias } : rest;
};

const readRouteBody = async (
  route: RouteDeclaration,
  request: FastifyRequest,
  { body: rule, prepare }: RouteRules<BodyRule | undefined>,
  multipart: RequestBody | undefined,
): Promise<unknown> => {
  if (rule === undefined) return undefined;
  if (rule === 'multipart')
    return multipart && { ...multipart, fields: withoutAlias(route, multipart.fields) };
  const fields = withoutAlias(route, objectBody(request));
  if (rule === 'object') return fields;
  return parseBody(rule, prepare ? prepare(fields) : fields);
};

/** Who the audit trail names for a write of this route (docs/areas/audit.md). */
const auditActorOf = (
  route: RouteDeclaration,
  request: FastifyRequest,
  caller: { user?: SessionUser; access?: Access },
): AuditActor => {
  const userId = caller.user?.id ?? caller.access?.user.id;
  return {
    kind: userId ? 'user' : 'public',
    userId,
    apiKeyId: caller.access?.apiKey?.id,
    address: request.ip,
    route: `${route.method} ${route.path}`,
  };
};

/**
 * Serves one declared route: checks the caller as the declaration says (before anything is
 * read or written), then the query keys and the body, and answers with the handler's value under
 * the declaration's reply key (201 for a call that creates, 202 for one that is accepted). A handler that sends its own reply (a file) returns nothing.
 */
export const serveRoute = <R extends RouteDeclaration, B extends BodyRule | undefined = undefined>(
  app: FastifyInstance,
  db: Database,
  route: R,
  rules: RouteRules<B>,
  handler: (context: RouteContext<R, B>) => Promise<unknown>,
) => {
  app.route({
    ...(rules.options as Partial<RouteOptions>),
    method: route.method,
    url: route.path,
    config: { ...rules.options?.config, servedRoute: { route, rules } },
    handler: async (request, reply) => {
      const multipart = rules.body === 'multipart' ? await readBody(request) : undefined;
      const caller = await checkCaller(db, route, request, multipart?.fields ?? rawFields(request));
      const query = request.query as RouteQuery;
      if (rules.query)
        refuseUnknownQueryKeys(query, rules.query === 'none' ? [] : ['businessId', ...rules.query]);
      const body = await readRouteBody(route, request, rules, multipart);
      if (route.created) reply.status(201);
      if (route.accepted) reply.status(202);
      const context = { ...caller, request, reply, params: request.params, query, body };
      const run = () => handler(context as RouteContext<R, B>);
      // Every row a write changes lands in the audit trail, in its transaction, with its caller.
      const value = await (route.method === 'GET'
        ? run()
        : asActor(auditActorOf(route, request, caller), run));
      if (reply.sent) return reply;
      return route.replyKey ? { [route.replyKey]: value } : (value ?? {});
    },
  });
};

/**
 * Serves a call of a module's members that stores what a multipart body sends (a picture) on the
 * record `:id` of their business; `store` tells a JSON body apart, as a picture never comes so.
 */
export const serveRecordUpload = (
  app: FastifyInstance,
  db: Database,
  route: RouteDeclaration & { access: Exclude<RouteAccess, 'public' | 'signedIn' | 'member'> },
  store: (businessId: string, id: string, upload: Upload) => Promise<unknown>,
) =>
  serveRoute<RouteDeclaration, 'multipart'>(
    app,
    db,
    route,
    { body: 'multipart' },
    ({ access, body, params, request }) =>
      store(access.businessId, params.id!, { body, multipart: request.isMultipart() }),
  );
