import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema';
import {
  accountEmailsTo,
  addMember,
  createBusiness,
  PASSWORD,
  sessionCookieOf,
  signUp,
  signUpTokenFor,
  uniqueEmail,
  verifyEmail,
} from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { createTestApp, setupTestApp } from '../support/testApp';

const context = setupTestApp();

interface UserReply {
  user: {
    _id: string;
    fullName: string;
    email: string;
    createdAt: string;
    roles: {
      _id: string;
      role: string;
      business: { _id: string; name: string };
      permissions: Record<string, string[]>;
    }[];
  };
}

const signup = (payload: unknown) =>
  send(context.app, 'POST', '/v1/auth/signup', { payload: payload as Record<string, unknown> });
const login = (email: string, password: string) =>
  send(context.app, 'POST', '/v1/auth/login', { payload: { email, password } });
const verify = (token: string, password = PASSWORD) =>
  send(context.app, 'POST', '/v1/auth/verify-email', { payload: { token, password } });
const usersWithEmail = (email: string) =>
  context.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

describe('POST /v1/auth/signup', () => {
  it('answers 202 without signing in, and the link e-mailed to the address makes the account with the password chosen there and signs in', async () => {
    const email = uniqueEmail('signup');
    const response = await signup({ fullName: '  Amina Otieno ', email });
    expect(response.statusCode).toBe(202);
    expect(body(response)).toEqual({ signUp: { email } });
    expect(response.cookies).toHaveLength(0);
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);

    const [mail] = await accountEmailsTo(context.database, email);
    expect(mail).toMatchObject({
      subject: 'Confirm your e-mail address for Saluni',
      status: 'pending',
    });
    expect(mail!.body).toMatch(/^Hello Amina Otieno,/);
    const verified = await verifyEmail(context.app, email);
    expect(verified.statusCode).toBe(200);
    const { user } = body<UserReply>(verified);
    expect(user).toMatchObject({ fullName: 'Amina Otieno', email, roles: [] });
    const cookie = verified.cookies.find((item) => item.name === 'saluni_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(String(verified.headers['set-cookie'])).toMatch(/HttpOnly/i);
    // Beside it, the page's hint that a session may be live: as long-lived, readable, no secret.
    const hint = verified.cookies.find((item) => item.name === 'saluni_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.expires).toEqual(cookie!.expires);
    const [stored] = await usersWithEmail(email);
    expect(stored!.passwordHash).not.toContain(PASSWORD);
    expect(stored!.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(JSON.stringify(body(verified))).not.toContain(stored!.passwordHash);
    const me = await send(context.app, 'GET', '/v1/user', { cookie: sessionCookieOf(verified) });
    expect(body<UserReply>(me).user._id).toBe(user._id);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps only a hash of the link: the stored sign-up holds no token and nothing of the password', async () => {
    const email = uniqueEmail('hashed');
    await signup({ fullName: 'Hashed', email, password: PASSWORD });
    const token = await signUpTokenFor(context.database, email);
    const stored = await context.database.query(
      `select * from sign_up_requests where lower(email) = lower($1)`,
      [email],
    );
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    expect(JSON.stringify(stored.rows)).not.toContain(PASSWORD);
    expect(Object.keys(stored.rows[0]!)).not.toContain('password_hash');
  });

  it('never makes the password typed at sign-up the account’s: only the one chosen on the confirmation page signs in', async () => {
    const email = uniqueEmail('typed');
    await signup({ fullName: 'Typed Early', email, password: 'typed at sign-up' });
    expect(
      (await verify(await signUpTokenFor(context.database, email), 'chosen on confirming'))
        .statusCode,
    ).toBe(200);
    expect((await login(email, 'typed at sign-up')).statusCode).toBe(401);
    expect((await login(email, 'chosen on confirming')).statusCode).toBe(200);
  });

  it('a link works once; every link of the address is spent with it; an unknown or expired one is 404', async () => {
    const email = uniqueEmail('once');
    await signup({ fullName: 'Once', email, password: PASSWORD });
    const first = await signUpTokenFor(context.database, email);
    await signup({ fullName: 'Once', email, password: PASSWORD });
    const second = await signUpTokenFor(context.database, email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    for (const spent of [second, first, 'x'.repeat(43), 'short']) {
      const again = await verify(spent);
      expect(again.statusCode).toBe(404);
      expect(body<ErrorBody>(again).error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This link is invalid or has expired. Sign up again to get a new one.',
      });
    }

    const late = uniqueEmail('late');
    await signup({ fullName: 'Late', email: late, password: PASSWORD });
    await context.database.query(
      `update sign_up_requests set expires_at = now() - interval '1 second' where lower(email) = lower($1)`,
      [late],
    );
    expect((await verify(await signUpTokenFor(context.database, late))).statusCode).toBe(404);
    expect(await usersWithEmail(late)).toHaveLength(0);
  });

  it('answers an address that already has an account exactly as a new one, and e-mails its holder instead', async () => {
    const { email } = await signUp(context.app, 'dup');
    const fresh = await signup({
      fullName: 'Other',
      email: uniqueEmail('fresh'),
      password: PASSWORD,
    });
    const taken = await signup({
      fullName: 'Other',
      email: email.toUpperCase(),
      password: 'another password',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(body(taken))).toEqual(Object.keys(body(fresh)));
    expect(taken.cookies).toHaveLength(0);
    const [mail] = await accountEmailsTo(context.database, email);
    expect(mail).toMatchObject({ subject: 'Your Saluni account' });
    expect(mail!.body).toContain('/#/login');
    expect(mail!.body).not.toMatch(/verify-email/);
    expect((await login(email, 'another password')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('a link of an address that got its account another way meanwhile is 409, changes nothing and is spent', async () => {
    const email = uniqueEmail('race');
    await signup({ fullName: 'Late Link', email, password: 'late password' });
    const { id } = await signUp(context.app, 'race');
    await context.database.db.update(users).set({ email }).where(eq(users.id, id));
    const token = await signUpTokenFor(context.database, email);
    const refused = await verify(token, 'late password');
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This e-mail address already has an account. Sign in instead.',
    });
    expect(refused.cookies).toHaveLength(0);
    expect((await login(email, 'late password')).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(404);
  });

  it.each([
    'plainaddress',
    'no-at.example.com',
    'a@b',
    'two words@example.com',
    '@example.com',
    '',
  ])('refuses the email %j with 422', async (email) => {
    const response = await signup({ fullName: 'Bad Email', email, password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.email).toMatch(
      /^Email (must be valid|is required)$/,
    );
  });

  it.each([
    [
      'a blank name',
      { fullName: '   ', email: 'blank@example.test', password: PASSWORD },
      'fullName',
      'Full name is required',
    ],
    [
      'an unknown field',
      { fullName: 'A', email: 'x@example.test', password: PASSWORD, role: 'owner' },
      'role',
      'Unknown field',
    ],
    ['a number as email', { fullName: 'A', email: 5, password: PASSWORD }, 'email', 'Must be text'],
    [
      'an object as password',
      { fullName: 'A', email: 'obj@example.test', password: { $ne: '' } },
      'password',
      'Must be text',
    ],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.[field]).toBe(message);
  });
});

describe('POST /v1/auth/verify-email', () => {
  it.each([
    ['no password', {}, 'This field is required.'],
    ['a short password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['an object as password', { password: { $ne: '' } }, 'Must be text'],
  ])(
    'refuses %s with 422 on the password field, and the link still works',
    async (_case, fields, message) => {
      const email = uniqueEmail('confirm');
      await signup({ fullName: 'Confirming', email });
      const token = await signUpTokenFor(context.database, email);
      const refused = await send(context.app, 'POST', '/v1/auth/verify-email', {
        payload: { token, ...fields },
      });
      expect(refused.statusCode).toBe(422);
      expect(body<ErrorBody>(refused).error.fields).toEqual({ password: message });
      expect(refused.cookies).toHaveLength(0);
      expect(await usersWithEmail(email)).toHaveLength(0);
      expect((await verify(token)).statusCode).toBe(200);
    },
  );
});

describe('POST /v1/auth/login', () => {
  it('signs in with the right password, any email case', async () => {
    const { email } = await signUp(context.app, 'login');
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(body<UserReply>(response).user.email).toBe(email);
    expect(
      (await send(context.app, 'GET', '/v1/user', { cookie: sessionCookieOf(response) }))
        .statusCode,
    ).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUp(context.app, 'wrong');
    const wrong = await login(email, 'not the password');
    const unknown = await login(uniqueEmail('nobody'), PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(body(wrong)).toEqual(body(unknown));
    expect(body<ErrorBody>(wrong).error.message).toBe('Invalid email or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rate-limits sign-in attempts: the 4th within the window is 429', async () => {
    const limited = await createTestApp({ signInRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const email = uniqueEmail('limited');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await send(limited.app, 'POST', '/v1/auth/login', {
          payload: { email, password: 'wrong password' },
        });
        statuses.push(response.statusCode);
        if (attempt === 3)
          expect(body<ErrorBody>(response).error).toMatchObject({
            code: 'TOO_MANY_REQUESTS',
            message: 'Too many sign-in attempts. Try again in 1 minute.',
          });
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('logout revokes the session: the old cookie is 401 afterwards', async () => {
    const user = await signUp(context.app, 'logout');
    expect((await send(context.app, 'GET', '/v1/user', { cookie: user.cookie })).statusCode).toBe(
      200,
    );
    const logout = await send(context.app, 'POST', '/v1/auth/logout', { cookie: user.cookie });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.map(({ name, value }) => ({ name, value }));
    expect(cleared).toEqual(
      expect.arrayContaining([
        { name: 'saluni_session', value: '' },
        { name: 'saluni_signed_in', value: '' },
      ]),
    );
    const after = await send(context.app, 'GET', '/v1/user', { cookie: user.cookie });
    expect(after.statusCode).toBe(401);
    expect(body<ErrorBody>(after).error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in',
    });
  });

  it('an expired session is 401, and the next sign-in sweeps it away', async () => {
    const user = await signUp(context.app, 'expiry');
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await send(context.app, 'GET', '/v1/user', { cookie: user.cookie })).statusCode).toBe(
      401,
    );
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    const remaining = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(1);
    expect(remaining[0].expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', 'saluni_session=forged-token-value'],
  ])('GET /v1/user with %s is 401', async (_case, cookie) => {
    expect((await send(context.app, 'GET', '/v1/user', { cookie })).statusCode).toBe(401);
  });

  it('GET /v1/user lists every role with its business and permissions', async () => {
    const own = await createBusiness(context.app, 'Own');
    const other = await createBusiness(context.app, 'Other');
    const me = await send(context.app, 'GET', '/v1/user', { cookie: own.owner.cookie });
    const staff = await addMember(context.app, context.database, other.businessId, {
      'clients.Categories': ['read', 'create'],
    });
    expect(body<UserReply>(me).user.roles).toEqual([
      {
        _id: expect.any(String),
        role: 'owner',
        business: expect.objectContaining({ _id: own.businessId }),
        permissions: {},
      },
    ]);
    const staffView = body<UserReply>(
      await send(context.app, 'GET', '/v1/user', { cookie: staff.cookie }),
    ).user;
    expect(Object.keys(staffView).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'fullName',
      'language',
      'roles',
    ]);
    expect(staffView.roles).toEqual([
      {
        _id: expect.any(String),
        role: 'staff',
        business: expect.objectContaining({ _id: other.businessId, currency: 'KES' }),
        permissions: { 'clients.Categories': ['read', 'create'] },
      },
    ]);
  });
});
