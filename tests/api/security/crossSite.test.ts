import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobTitles } from '../../../server/db/schema';
import {
  accountEmailsTo,
  createBusiness,
  PASSWORD,
  signUp,
  uniqueEmail,
} from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { multipartBody } from '../support/multipart';
import { createTestApp, setupTestApp } from '../support/testApp';

const context = setupTestApp();

const FOREIGN = 'https://evil.example';

const expectCsrf = (response: Awaited<ReturnType<typeof send>>) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(body<ErrorBody>(response).error.code).toBe('CSRF');
};

const jobTitleCount = async (businessId: string) =>
  (await context.database.db.select().from(jobTitles).where(eq(jobTitles.businessId, businessId)))
    .length;

describe('cross-site writes', () => {
  it('refuses a multipart create from a foreign origin and writes nothing', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const form = multipartBody({ businessId, name: 'Stylist' });
    const response = await send(context.app, 'POST', '/v1/job-title', {
      cookie: owner.cookie,
      payload: form.payload,
      headers: { ...form.headers, origin: FOREIGN },
    });
    expectCsrf(response);
    expect(await jobTitleCount(businessId)).toBe(0);
  });

  it('refuses a JSON write without Origin or Referer, and one whose Referer is foreign', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const payload = { businessId, name: 'Stylist' };
    const missing = await context.app.inject({
      method: 'POST',
      url: '/v1/job-title',
      headers: { cookie: owner.cookie },
      payload,
    });
    expectCsrf(missing);
    const nullOrigin = await send(context.app, 'POST', '/v1/job-title', {
      cookie: owner.cookie,
      payload,
      headers: { origin: 'null', referer: `${FOREIGN}/page` },
    });
    expectCsrf(nullOrigin);
    expect(await jobTitleCount(businessId)).toBe(0);
  });

  it('accepts a write whose Referer is the app when no Origin is sent', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/job-title',
      headers: { cookie: owner.cookie, referer: 'http://localhost/#/job-title/create' },
      payload: { businessId, name: 'Stylist' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a text/plain logout from a foreign origin and keeps the session', async () => {
    const { owner } = await createBusiness(context.app);
    const response = await send(context.app, 'POST', '/v1/auth/logout', {
      cookie: owner.cookie,
      payload: 'x',
      headers: { 'content-type': 'text/plain', origin: FOREIGN },
    });
    expectCsrf(response);
    expect((await send(context.app, 'GET', '/v1/user', { cookie: owner.cookie })).statusCode).toBe(
      200,
    );
  });

  it('refuses DELETE and PUT from a foreign origin', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const created = await send(context.app, 'POST', '/v1/job-title', {
      cookie: owner.cookie,
      payload: { businessId, name: 'Stylist' },
    });
    const id = body<{ jobTitle: { _id: string } }>(created).jobTitle._id;
    const headers = { origin: FOREIGN, 'vendor-module': 'employees Job Title' };
    expectCsrf(
      await send(context.app, 'PUT', `/v1/job-title/${id}`, {
        cookie: owner.cookie,
        payload: { businessId, name: 'Changed' },
        headers,
      }),
    );
    expectCsrf(
      await send(context.app, 'DELETE', `/v1/job-title/${id}?businessId=${businessId}`, {
        cookie: owner.cookie,
        headers,
      }),
    );
    const [kept] = await context.database.db.select().from(jobTitles).where(eq(jobTitles.id, id));
    expect(kept.name).toBe('Stylist');
  });

  it('leaves writes without the session cookie to their own checks', async () => {
    const response = await send(context.app, 'POST', '/v1/job-title', {
      headers: { origin: FOREIGN },
      payload: { name: 'Stylist' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a sign-in from a foreign page without a cookie, and sets no session (login CSRF)', async () => {
    const { owner } = await createBusiness(context.app);
    const payload = { email: owner.email, password: PASSWORD };
    for (const headers of [
      { origin: FOREIGN },
      { origin: 'null' },
      {},
      { referer: `${FOREIGN}/login` },
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers,
        payload,
      });
      expectCsrf(response);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await send(context.app, 'POST', '/v1/auth/login', { payload })).statusCode).toBe(200);
  });

  it('refuses a sign-up, a confirmation, an invitation acceptance and a sign-out from a foreign page, cookie or not', async () => {
    const email = uniqueEmail('foreign');
    expectCsrf(
      await send(context.app, 'POST', '/v1/auth/signup', {
        headers: { origin: FOREIGN },
        payload: { fullName: 'Foreign', email, password: PASSWORD },
      }),
    );
    expect(await accountEmailsTo(context.database, email)).toEqual([]);
    expectCsrf(
      await send(context.app, 'POST', '/v1/auth/verify-email', {
        headers: { origin: FOREIGN },
        payload: { token: 'x'.repeat(43), password: PASSWORD },
      }),
    );
    expectCsrf(
      await send(context.app, 'POST', '/v1/auth/invitation/accept', {
        headers: { origin: FOREIGN },
        payload: { token: 'x'.repeat(43), password: PASSWORD },
      }),
    );
    expectCsrf(
      await send(context.app, 'POST', '/v1/auth/logout', { headers: { origin: FOREIGN } }),
    );
    expect((await send(context.app, 'POST', '/v1/auth/logout')).statusCode).toBe(200);
  });

  it('compares the scheme and the port as well as the host', async () => {
    const { owner } = await createBusiness(context.app);
    const payload = { email: owner.email, password: PASSWORD };
    for (const origin of [
      'https://localhost',
      'http://localhost:8080',
      'http://localhost.evil.example',
    ]) {
      expectCsrf(
        await send(context.app, 'POST', '/v1/auth/login', { payload, headers: { origin } }),
      );
      expectCsrf(
        await send(context.app, 'POST', '/v1/business', {
          cookie: owner.cookie,
          payload: { name: 'Elsewhere' },
          headers: { origin },
        }),
      );
    }
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/login', {
          payload,
          headers: { origin: 'http://localhost:80' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes the scheme from SECURE_COOKIES behind a proxy that ends TLS', async () => {
    const secure = await createTestApp({ secureCookies: true });
    try {
      const owner = await signUp(secure.app, 'owner', {
        host: 'salon.example',
        origin: 'https://salon.example',
      });
      const payload = { email: owner.email, password: PASSWORD };
      const proxied = (origin: string) =>
        send(secure.app, 'POST', '/v1/auth/login', {
          payload,
          headers: { host: 'salon.example', origin },
        });
      expectCsrf(await proxied('http://salon.example'));
      expect((await proxied('https://salon.example')).statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it('allows only PUBLIC_URL when it is configured', async () => {
    const own = await createTestApp({ publicUrl: 'https://salon.example.com/' });
    try {
      const owner = await signUp(own.app, 'owner', { origin: 'https://salon.example.com' });
      const payload = { name: 'Salon on its own domain' };
      expectCsrf(await send(own.app, 'POST', '/v1/business', { cookie: owner.cookie, payload }));
      const allowed = await send(own.app, 'POST', '/v1/business', {
        cookie: owner.cookie,
        payload,
        headers: { origin: 'https://salon.example.com' },
      });
      expect(allowed.statusCode, allowed.body).toBe(201);
    } finally {
      await own.close();
    }
  });
});
