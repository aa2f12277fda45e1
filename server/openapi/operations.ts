import type { RouteAccess, RouteDeclaration, RouteName } from '../../registry/routes';
import { REPLY_SCHEMAS } from '../../registry/routes/replySchemas';
import type { ServedRoute } from '../tenancy/servedRoutes';
import { API_KEY_SCHEME, errorReplyRef, SECURITY_SCHEME, type ErrorStatus } from './components';
import { businessPlace, parametersOf, type Parameter, type ResourceCall } from './parameters';
import { recordInputSchema, schemaNameOf } from './resourceSchemas';
import { toJsonSchema, type JsonSchema } from './yupSchemas';

/** A served route, named as its table names it, in the area whose table declares it. */
export interface NamedRoute {
  served: ServedRoute;
  operationId: string;
  area: string;
  resourceCall?: ResourceCall;
}

/** `/v1/product/:id` is `/v1/product/{id}`; a trailing slash is the same route. */
export const openApiPath = (path: string) =>
  path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** Who may make the call, in words (registry/routes/declaration.ts). */
export const accessText = (access: RouteAccess) =>
  access === 'public'
    ? 'Anyone.'
    : access === 'signedIn'
      ? 'Any signed-in user.'
      : access === 'member'
        ? 'Any member of the business.'
        : `A member whose role may \`${access.action}\` in \`${access.module}\` (owners and admins always).`;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const OBJECT: JsonSchema = { type: 'object' };

/**
 * `{ [key]: value }`, the envelope of every reply with a reply key. A handler that sends its
 * reply whole may add keys beside it (a new business's `role`), so others are not refused.
 */
const envelope = (key: string, value: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { [key]: value },
  required: [key],
});

/**
 * The reply's schema: the resource's document or page where the registry knows it, the schema
 * declared beside the routes for the most used other calls, else any value under the reply key.
 */
const replySchema = (
  route: RouteDeclaration,
  operationId: string,
  resourceCall?: ResourceCall,
): JsonSchema => {
  if (resourceCall) {
    const { resource, call } = resourceCall;
    const document = ref(schemaNameOf(resource));
    if (call === 'list') return envelope(resource.pageKey, ref(`${schemaNameOf(resource)}Page`));
    if (call === 'deleteMany')
      return {
        oneOf: [
          envelope(resource.replyKey, document),
          envelope('deleted', { type: 'array', items: document }),
        ],
      };
    // A create answering under another key than the record's answers with more than the record.
    if (route.replyKey === resource.replyKey) return envelope(route.replyKey, document);
  }
  const declared = REPLY_SCHEMAS[operationId as RouteName];
  return route.replyKey ? envelope(route.replyKey, declared ?? {}) : OBJECT;
};

/** 201 for a call that creates, 202 for one accepted to be done after the reply, else 200. */
const successStatus = (route: RouteDeclaration) =>
  route.created ? '201' : route.accepted ? '202' : '200';

const successReply = (
  route: RouteDeclaration,
  operationId: string,
  resourceCall?: ResourceCall,
) => ({
  [successStatus(route)]: {
    description: route.accepted
      ? `Accepted: the work goes on after the reply, which says nothing of what exists${
          route.replyKey ? `; under \`${route.replyKey}\`` : ''
        }.`
      : route.replyKey
        ? `The reply, under \`${route.replyKey}\`.`
        : 'The reply; a call that answers a file (a picture, an export, a PDF) sends the file.',
    content: {
      'application/json': { schema: replySchema(route, operationId, resourceCall) },
      ...(!route.replyKey && { '*/*': { schema: {} } }),
    },
  },
});

const withBusiness = (schema: JsonSchema, route: RouteDeclaration): JsonSchema => {
  if (businessPlace(route) !== 'body') return schema;
  const properties = (schema.properties ?? {}) as JsonSchema;
  return {
    ...schema,
    properties: {
      businessId: { type: 'string', format: 'uuid' },
      ...(route.businessAlias && { [route.businessAlias]: { type: 'string', format: 'uuid' } }),
      ...properties,
    },
  };
};

/** What a call sends: its yup schema as JSON Schema, a resource's fields, or fields and files. */
const requestBody = ({ served, resourceCall }: NamedRoute) => {
  const { route, rules } = served;
  const rule = rules.body;
  if (rule === undefined) return undefined;
  if (resourceCall) {
    const input = recordInputSchema(resourceCall.resource);
    // An update sends only the fields it changes.
    const { required: _required, ...partial } = input;
    const schema = resourceCall.call === 'update' ? partial : input;
    return {
      required: true,
      content: { 'application/json': { schema }, 'multipart/form-data': { schema } },
    };
  }
  if (rule === 'multipart') {
    const files = route.fileField ?? 'files';
    const schema = withBusiness(
      {
        type: 'object',
        properties: { [files]: { type: 'array', items: { type: 'string', format: 'binary' } } },
      },
      route,
    );
    return {
      required: true,
      content: {
        'multipart/form-data': { schema },
        'application/json': { schema: withBusiness(OBJECT, route) },
      },
    };
  }
  const schema = rule === 'object' ? withBusiness(OBJECT, route) : toJsonSchema(rule);
  return { required: true, content: { 'application/json': { schema } } };
};

/**
 * The refusals a call may give, by what it reads and who may make it. Any call may be refused as
 * forbidden (a token that does not match, a write from another origin); a call on a business may
 * name a record it does not hold, in its path or its query; a checked query or body may be 422.
 */
const errorStatuses = (route: RouteDeclaration, parameters: Parameter[], body: boolean) => {
  const statuses: ErrorStatus[] = [400];
  if (route.access !== 'public') statuses.push(401);
  statuses.push(403);
  const onBusiness = typeof route.access === 'object' || route.access === 'member';
  if (onBusiness || parameters.some((parameter) => parameter.in === 'path')) statuses.push(404);
  const checked = parameters.some(
    (parameter) => parameter.in === 'query' && parameter.name !== 'businessId',
  );
  if (body || checked) statuses.push(422);
  return statuses;
};

const uniqueByName = (parameters: Parameter[]) =>
  parameters.filter(
    (parameter, index) =>
      parameters.findIndex(
        (other) => other.name === parameter.name && other.in === parameter.in,
      ) === index,
  );

/** `jobTitleList` is "Job title list". */
const summaryOf = (operationId: string) => {
  const words = operationId.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One operation of the description, from its declaration and the rules it is served with. */
/** Public calls need nothing; a module's calls take the session or an API key; the rest a session. */
const securityOf = (access: RouteAccess) => {
  if (access === 'public') return [];
  const session = { [SECURITY_SCHEME]: [] };
  return typeof access === 'object' ? [session, { [API_KEY_SCHEME]: [] }] : [session];
};

export const operationOf = (named: NamedRoute) => {
  const { route } = named.served;
  const parameters = uniqueByName(parametersOf(named.served, named.resourceCall));
  const body = requestBody(named);
  return {
    operationId: named.operationId,
    summary: summaryOf(named.operationId),
    description: `Who may call: ${accessText(route.access)}`,
    tags: [named.area],
    // The access as declared, for the reference page to say in the reader's language.
    'x-access': route.access,
    security: securityOf(route.access),
    ...(parameters.length && { parameters }),
    ...(body && { requestBody: body }),
    responses: {
      ...successReply(route, named.operationId, named.resourceCall),
      ...Object.fromEntries(
        errorStatuses(route, parameters, Boolean(body)).map((status) => [
          String(status),
          errorReplyRef(status),
        ]),
      ),
    },
  };
};
