import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { addMember, createBusiness, PASSWORD, sessionCookieOf, signUp, uniqueEmail } from './support/accounts';
import { body, send, type ErrorBody } from './support/http';
import { createTestApp, setupTestApp } from './support/testApp';

const context = setupTestApp();

interface UserReply {
  user: {
    _id: string;
    fullName: string;
    email: string;
    createdAt: string;
    roles: { _id: string; role: string; business: { _id: string; name: string }; permissions: Record<string, string[]> }[];
  };
}

const signup = (payload: unknown) => send(context.app, 'POST', '/v1/auth/signup', { payload: payload as Record<string, unknown> });
const login = (email: string, password: string) => send(context.app, 'POST', '/v1/auth/login', { payload: { email, password } });

describe('POST /v1/auth/signup', () => {
  it('creates the user, signs them in with an httpOnly SameSite cookie and stores only a scrypt hash', async () => {
    const email = uniqueEmail('signup');
    const response = await signup({ fullName: '  Amina Otieno ', email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const { user } = body<UserReply>(response);
    expect(user).toMatchObject({ fullName: 'Amina Otieno', email, roles: [] });
    const cookie = response.cookies.find((item) => item.name === 'saluni_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const [stored] = await context.database.db.select().from(users).where(eq(users.id, user._id));
    expect(stored.passwordHash).not.toBe(PASSWORD);
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(stored.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(JSON.stringify(body(response))).not.toContain(stored.passwordHash);
    const me = await send(context.app, 'GET', '/v1/user', { cookie: sessionCookieOf(response) });
    expect(body<UserReply>(me).user._id).toBe(user._id);
  });

  it('refuses a second account on the same email, whatever its case, with 409', async () => {
    const { email } = await signUp(context.app, 'dup');
    const response = await signup({ fullName: 'Other', email: email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({ code: 'DUPLICATE_KEY', message: 'An account with this email already exists' });
  });

  it.each(['plainaddress', 'no-at.example.com', 'a@b', 'two words@example.com', '@example.com', ''])('refuses the email %j with 422', async (email) => {
    const response = await signup({ fullName: 'Bad Email', email, password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.email).toMatch(/^Email (must be valid|is required)$/);
  });

  it.each([
    ['a short password', { fullName: 'A', email: 'short@example.test', password: 'short' }, 'password', 'Password must be at least 8 characters'],
    ['a blank name', { fullName: '   ', email: 'blank@example.test', password: PASSWORD }, 'fullName', 'Full name is required'],
    ['an unknown field', { fullName: 'A', email: 'x@example.test', password: PASSWORD, role: 'owner' }, 'role', 'Unknown field'],
    ['a number as email', { fullName: 'A', email: 5, password: PASSWORD }, 'email', 'Must be text'],
    ['an object as password', { fullName: 'A', email: 'obj@example.test', password: { $ne: '' } }, 'password', 'Must be text'],
  ])('refuses %s with 422', async (_case, payload, field, message) => {
    const response = await signup(payload);
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields?.[field]).toBe(message);
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with the right password, any email case', async () => {
    const { email } = await signUp(context.app, 'login');
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(body<UserReply>(response).user.email).toBe(email);
    expect((await send(context.app, 'GET', '/v1/user', { cookie: sessionCookieOf(response) })).statusCode).toBe(200);
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
        const response = await send(limited.app, 'POST', '/v1/auth/login', { payload: { email, password: 'wrong password' } });
        statuses.push(response.statusCode);
        if (attempt === 3)
          expect(body<ErrorBody>(response).error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts. Try again in 1 minute.' });
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
    expect((await send(context.app, 'GET', '/v1/user', { cookie: user.cookie })).statusCode).toBe(200);
    const logout = await send(context.app, 'POST', '/v1/auth/logout', { cookie: user.cookie });
    expect(logout.statusCode).toBe(200);
    const after = await send(context.app, 'GET', '/v1/user', { cookie: user.cookie });
    expect(after.statusCode).toBe(401);
    expect(body<ErrorBody>(after).error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
  });

  it('an expired session is 401, and the next sign-in sweeps it away', async () => {
    const user = await signUp(context.app, 'expiry');
    await context.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await send(context.app, 'GET', '/v1/user', { cookie: user.cookie })).statusCode).toBe(401);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    const remaining = await context.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
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
    const staff = await addMember(context.app, context.database, other.businessId, { 'clients.Categories': ['read', 'create'] });
    expect(body<UserReply>(me).user.roles).toEqual([
      { _id: expect.any(String), role: 'owner', business: expect.objectContaining({ _id: own.businessId }), permissions: {} },
    ]);
    const staffView = body<UserReply>(await send(context.app, 'GET', '/v1/user', { cookie: staff.cookie })).user;
    expect(Object.keys(staffView).sort()).toEqual(['_id', 'createdAt', 'email', 'fullName', 'language', 'roles']);
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
