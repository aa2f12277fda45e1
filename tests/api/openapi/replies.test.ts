import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../registry';
import type { ResourceDeclaration } from '../../../registry/types';
import type { ApiDescription } from '../../../server/openapi/description';
import { DEMO_LOGIN, seedDemoBusiness } from '../../../server/seed/demo';
import { sessionCookieOf } from '../support/accounts';
import { send, withQuery } from '../support/http';
import { sampleRecord } from '../support/records';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { setupTestApp } from '../support/testApp';
import { describedReplies, type Method } from './describedReplies';

const context = setupTestApp();

let check: ReturnType<typeof describedReplies>;
let description: ApiDescription;
let cookie: string;
let businessId: string;

beforeAll(async () => {
  await seedDemoBusiness(context.database.db, TEST_PASSWORD_COST);
  const signedIn = await send(context.app, 'POST', '/v1/auth/login', { payload: DEMO_LOGIN });
  cookie = sessionCookieOf(signedIn);
  const user = signedIn.json<{ user: { roles: { business: { _id: string } }[] } }>().user;
  businessId = user.roles[0]!.business._id;
  description = (await send(context.app, 'GET', '/v1/openapi.json')).json<ApiDescription>();
  check = describedReplies(description);
  // The sign-in's own reply, now that there is a description to check it against.
  expect(check.problems('post', '/v1/auth/login', signedIn)).toEqual([]);
});

type Call = { method: Method; path: string; url: string; payload?: object; vendorModule?: string };

/** Makes a call as the demo owner and returns its reply with what does not match its description. */
const call = async ({ method, path, url, payload, vendorModule }: Call, as = cookie) => {
  const response = await send(context.app, method.toUpperCase() as Uppercase<Method>, url, {
    cookie: as,
    payload,
    headers: vendorModule ? { 'vendor-module': vendorModule } : {},
  });
  const accepted = payload && response.statusCode < 300;
  return {
    response,
    problems: [
      ...check.problems(method, path, response),
      // What the server took, the description takes too.
      ...(accepted ? check.bodyProblems(method, path, payload) : []),
    ],
  };
};

/** A resource's generic calls on one of the demo salon's records and on one made here. */
const resourceReplies = async (resource: ResourceDeclaration) => {
  const record = `${resource.path}/{id}`;
  const at = (id: string) => withQuery(`${resource.path}/${id}`, { businessId });
  const list = await call({
    method: 'get',
    path: resource.path,
    url: withQuery(resource.path, { businessId, limit: 5 }),
  });
  const replies = [list];
  const first =
    list.response.json<Record<string, { docs: { _id: string }[] }>>()[resource.pageKey]?.docs[0];
  if (first) replies.push(await call({ method: 'get', path: record, url: at(first._id) }));
  const created = await call({
    method: 'post',
    path: resource.path,
    url: resource.path,
    payload: { ...sampleRecord(resource, 7), businessId },
  });
  replies.push(created);
  const made =
    created.response.json<Record<string, { _id?: string }>>()[
      resource.createReplyKey ?? resource.replyKey
    ];
  if (made?._id) {
    const { _id: id } = made;
    replies.push(
      await call({
        method: 'put',
        path: record,
        url: `${resource.path}/${id}`,
        payload: { ...sampleRecord(resource, 8), businessId },
      }),
      await call({
        method: 'delete',
        path: resource.path,
        url: withQuery(resource.path, { businessId, id }),
        vendorModule: resource.module,
      }),
    );
  }
  return replies;
};

describe('real replies match the description', () => {
  it('for every resource: a list, a get, a create, an update and a delete', async () => {
    const problems: string[] = [];
    let successes = 0;
    for (const resource of RESOURCES)
      for (const reply of await resourceReplies(resource)) {
        problems.push(...reply.problems);
        if (reply.response.statusCode < 300) successes += 1;
      }
    expect(problems).toEqual([]);
    expect(successes).toBeGreaterThanOrEqual(RESOURCES.length * 4);
  });

  it('for account calls: a business made and renamed, the user and their language', async () => {
    const created = await call({
      method: 'post',
      path: '/v1/business',
      url: '/v1/business',
      payload: { name: 'Described Salon', country: 'KE', currency: 'KES' },
    });
    expect(created.response.statusCode).toBe(201);
    const { _id: id } = created.response.json<{ business: { _id: string } }>().business;
    const replies = [
      created,
      await call({
        method: 'put',
        path: '/v1/business/{id}',
        url: `/v1/business/${id}`,
        payload: { name: 'Described Salon II' },
      }),
      await call({ method: 'get', path: '/v1/business/{id}', url: `/v1/business/${id}` }),
      await call({ method: 'get', path: '/v1/user', url: '/v1/user' }),
      await call({
        method: 'put',
        path: '/v1/user/language',
        url: '/v1/user/language',
        payload: { language: 'en' },
      }),
    ];
    expect(replies.map(({ response }) => response.statusCode)).toEqual([201, 200, 200, 200, 200]);
    expect(replies.flatMap((reply) => reply.problems)).toEqual([]);
  });

  it('for the calls accepted to be done after the reply: a sign-up and its resend answer the described 202', async () => {
    const email = 'described.signup@example.com';
    const replies = [
      await call(
        {
          method: 'post',
          path: '/v1/auth/signup',
          url: '/v1/auth/signup',
          payload: { fullName: 'Described Sign-up', email },
        },
        '',
      ),
      await call(
        {
          method: 'post',
          path: '/v1/auth/resend-confirmation',
          url: '/v1/auth/resend-confirmation',
          payload: { email },
        },
        '',
      ),
    ];
    expect(replies.map(({ response }) => response.statusCode)).toEqual([202, 202]);
    expect(replies.map(({ response }) => response.json())).toEqual([
      { signUp: { email } },
      { signUp: { email } },
    ]);
    expect(replies.flatMap((reply) => reply.problems)).toEqual([]);
    // Described as 202 only: a 200 from them would fail the check.
    for (const path of ['/v1/auth/signup', '/v1/auth/resend-confirmation'])
      expect(
        Object.keys((description.paths[path] as { post: { responses: object } }).post.responses),
      ).toContain('202');
  });

  it("for the most used calls that are not a resource's: their replies have real schemas, which hold", async () => {
    const user = await call({ method: 'get', path: '/v1/user', url: '/v1/user' });
    const trail = await call({
      method: 'get',
      path: '/v1/audit-events',
      url: withQuery('/v1/audit-events', { businessId, limit: 5 }),
    });
    expect([user.response.statusCode, trail.response.statusCode]).toEqual([200, 200]);
    expect([...user.problems, ...trail.problems]).toEqual([]);
    // A reply missing a declared key does not pass.
    const { fullName: _dropped, ...withoutName } = user.response.json<{ user: object }>().user as {
      fullName: string;
    };
    const tampered = {
      ...user.response,
      json: () => ({ user: withoutName }),
      body: JSON.stringify({ user: withoutName }),
    };
    expect(check.problems('get', '/v1/user', tampered as typeof user.response)).not.toEqual([]);
  });

  it('for refusals: an unknown record, no session, a refused field', async () => {
    const [resource] = RESOURCES;
    const unknown = await call({
      method: 'get',
      path: `${resource.path}/{id}`,
      url: withQuery(`${resource.path}/0190d0a2-7b4e-7000-8000-000000000000`, { businessId }),
    });
    expect(unknown.response.statusCode).toBe(404);
    const signedOut = await call(
      { method: 'get', path: resource.path, url: withQuery(resource.path, { businessId }) },
      '',
    );
    expect(signedOut.response.statusCode).toBe(401);
    const refused = await call({
      method: 'post',
      path: '/v1/auth/login',
      url: '/v1/auth/login',
      payload: { email: 42, password: 'x' },
    });
    expect(refused.response.statusCode).toBe(422);
    expect([...unknown.problems, ...signedOut.problems, ...refused.problems]).toEqual([]);
  });

  it('for every GET without a record in its path, in the demo salon', async () => {
    const problems: string[] = [];
    let answered = 0;
    for (const [path, methods] of Object.entries(description.paths)) {
      const operation = (methods as Record<string, { parameters?: { name: string }[] }>).get;
      if (!operation || path.includes('{')) continue;
      const names = (operation.parameters ?? []).map((parameter) => parameter.name);
      const url = names.includes('businessId') ? withQuery(path, { businessId }) : path;
      const reply = await call({ method: 'get', path, url });
      problems.push(...reply.problems);
      if (reply.response.statusCode === 200) answered += 1;
    }
    expect(problems).toEqual([]);
    // Most answer the salon's data; the rest refuse a query they need (a period, a staff member).
    expect(answered).toBeGreaterThanOrEqual(70);
  });
});
