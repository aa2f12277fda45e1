import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS, ROUTES } from '../../../registry/routes';
import type { ApiDescription } from '../../../server/openapi/description';
import { openApiPath } from '../../../server/openapi/operations';
import { declaredRoutes } from '../../../server/registry/routeTable';
import { send } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { describedReplies, type Method } from './describedReplies';

const context = setupTestApp();

const fetchDescription = async () => {
  const response = await send(context.app, 'GET', '/v1/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json<ApiDescription>();
};

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};

const operations = (description: ApiDescription) =>
  Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method: method as Method,
      operation,
    })),
  );

/** Every `$ref` of a value, anywhere in it. */
const refsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
        )
      : [];

const atPointer = (document: unknown, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, segment) => (node as Record<string, unknown> | undefined)?.[segment],
      document,
    );

describe('the API description (GET /v1/openapi.json)', () => {
  it('describes every declared /v1 call once, in OpenAPI 3.1 paths, each with its own operationId', async () => {
    const description = await fetchDescription();
    expect(description.openapi).toBe('3.1.0');
    const described = operations(description);
    const declared = declaredRoutes().filter((route) => route.path.startsWith('/v1/'));
    const missing = declared
      .filter(
        (route) =>
          !described.some(
            (one) =>
              one.path === openApiPath(route.path) && one.method === route.method.toLowerCase(),
          ),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    // A few calls are declared twice, under a second name for the web app: one operation each.
    const calls = new Set(declared.map((route) => `${route.method} ${openApiPath(route.path)}`));
    expect(described).toHaveLength(calls.size);
    expect(described.filter(({ path }) => /:|\/$/.test(path))).toEqual([]);
    for (const { path, operation } of described) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const inPath = (operation.parameters ?? []).filter((one) => one.in === 'path');
      expect(inPath.map((one) => one.name)).toEqual(templated);
    }
    const ids = described.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('groups the calls by the area whose table declares them, which together hold exactly the route table', () => {
    const byArea = Object.values(ROUTE_AREAS).flatMap((table) => Object.keys(table));
    expect(byArea.toSorted()).toEqual(Object.keys(ROUTES).toSorted());
  });

  it('resolves every reference and compiles every body and reply schema as JSON Schema 2020-12', async () => {
    const description = await fetchDescription();
    const unresolved = refsOf(description).filter(
      (ref) => atPointer(description, ref) === undefined,
    );
    expect(unresolved).toEqual([]);
    const { compileOperation } = describedReplies(description);
    for (const { method, path } of operations(description)) compileOperation(method, path);
  });

  it('asks for the session cookie (or, on a module call, an API key) where a call needs one, and names the refusals each call may give', async () => {
    const description = await fetchDescription();
    const signIn = description.paths['/v1/auth/login'] as Record<string, Operation>;
    expect(signIn.post!.security).toEqual([]);
    const jobTitle = description.paths['/v1/job-title/{id}'] as Record<string, Operation>;
    expect(jobTitle.get!.security).toEqual([{ sessionCookie: [] }, { apiKey: [] }]);
    const user = description.paths['/v1/user'] as Record<string, Operation>;
    expect(user.get!.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(jobTitle.put!.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '422',
    ]);
    expect(description.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
  });

  it('writes a body from the schema the call is served with, and a record from its declaration', async () => {
    const description = await fetchDescription();
    const signIn = description.paths['/v1/auth/login'] as Record<string, { requestBody: unknown }>;
    expect(signIn.post!.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { type: 'object', required: ['email', 'password'], additionalProperties: false },
        },
      },
    });
    expect(description.components.schemas.JobTitle).toMatchObject({
      properties: {
        _id: { format: 'uuid' },
        name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    });
  });

  it('takes no query', async () => {
    const response = await send(context.app, 'GET', '/v1/openapi.json?format=yaml');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });
});

describe('the reference page (GET /v1/docs)', () => {
  it('lists every operation by area on one page with no script and nothing from another site', async () => {
    const description = await fetchDescription();
    const response = await send(context.app, 'GET', '/v1/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    const absent = operations(description)
      .map(({ operation }) => operation.operationId)
      .filter((id) => !page.includes(`<details id="${id}">`));
    expect(absent).toEqual([]);
    for (const { name } of description.tags) expect(page).toContain(`id="area-${name}"`);
    expect(page).not.toMatch(/<script|(src|href)="(https?:)?\/\//i);
  });

  it('speaks the reader’s language', async () => {
    const response = await send(context.app, 'GET', '/v1/docs', {
      headers: { 'accept-language': 'sw' },
    });
    expect(response.body).toContain('<html lang="sw">');
    expect(response.body).toContain('Marejeo ya API ya Saluni');
  });
});
