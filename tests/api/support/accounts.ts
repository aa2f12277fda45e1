import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Action, ModuleName } from '../../../registry/modules';
import type { OpenDatabase } from '../../../server/db/database';
import { accountEmails, rolePermissions, roles } from '../../../server/db/schema';
import { SESSION_COOKIE } from '../../../server/http/cookies';
import { body, send } from './http';
import { databaseOf, type TestApp } from './testApp';

export const PASSWORD = 'correct horse battery';

export interface SignedUpUser {
  id: string;
  email: string;
  cookie: string;
}

/** The `cookie` request header that carries a reply's session cookie. */
export const sessionCookieOf = (response: {
  cookies: { name: string; value: string }[];
}): string => {
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (!session) throw new Error('reply set no session cookie');
  return `${SESSION_COOKIE}=${session.value}`;
};

export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.test`;

/** The account e-mails sent to an address, newest first. */
export const accountEmailsTo = async (database: OpenDatabase, email: string) =>
  database.db
    .select()
    .from(accountEmails)
    .where(eq(accountEmails.recipient, email))
    .orderBy(desc(accountEmails.id));

/** The token of the newest sign-up link e-mailed to an address. */
export const signUpTokenFor = async (database: OpenDatabase, email: string): Promise<string> => {
  for (const mail of await accountEmailsTo(database, email)) {
    const token = /\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    if (token) return token;
  }
  throw new Error(`no sign-up link was sent to ${email}`);
};

/** Confirms a sign-up from the link in its e-mail, choosing the account's password there, which signs in. */
export const verifyEmail = async (
  app: TestApp,
  email: string,
  password = PASSWORD,
  headers?: Record<string, string>,
) => {
  const token = await signUpTokenFor(databaseOf(app), email);
  return send(app, 'POST', '/v1/auth/verify-email', { payload: { token, password }, headers });
};

/**
 * A new account, as a person makes one on the pages: signs up with name and e-mail, opens the
 * link e-mailed to them, chooses the password `PASSWORD` there and is signed in. `headers` stand
 * for an app served elsewhere than light-my-request's `http://localhost` (its origin, its Host).
 */
export const signUp = async (
  app: TestApp,
  label = 'user',
  headers?: Record<string, string>,
): Promise<SignedUpUser> => {
  const email = uniqueEmail(label);
  const response = await send(app, 'POST', '/v1/auth/signup', {
    payload: { fullName: `Test ${label}`, email },
    headers,
  });
  if (response.statusCode !== 202)
    throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const verified = await verifyEmail(app, email, PASSWORD, headers);
  if (verified.statusCode !== 200)
    throw new Error(`verify-email failed: ${verified.statusCode} ${verified.body}`);
  return {
    id: body<{ user: { _id: string } }>(verified).user._id,
    email,
    cookie: sessionCookieOf(verified),
  };
};

export interface TestBusiness {
  businessId: string;
  owner: SignedUpUser;
}

/** A new user owning a new business. */
export const createBusiness = async (app: TestApp, label = 'Salon'): Promise<TestBusiness> => {
  const owner = await signUp(app, 'owner');
  const name = `${label} ${randomBytes(4).toString('hex')}`;
  const response = await send(app, 'POST', '/v1/business', {
    cookie: owner.cookie,
    payload: { name },
  });
  if (response.statusCode !== 201)
    throw new Error(`business create failed: ${response.statusCode} ${response.body}`);
  return { businessId: body<{ business: { _id: string } }>(response).business._id, owner };
};

export type Permissions = Partial<Record<ModuleName, Action[]>>;

/** Adds a new user to a business with a role (staff by default) and per-module permissions. */
export const addMember = async (
  app: TestApp,
  database: OpenDatabase,
  businessId: string,
  permissions: Permissions = {},
  role: 'staff' | 'admin' = 'staff',
): Promise<SignedUpUser> => {
  const user = await signUp(app, role);
  const roleId = uuidv7();
  await database.db.insert(roles).values({ businessId, id: roleId, userId: user.id, role });
  const entries = Object.entries(permissions);
  if (entries.length) {
    await database.db.insert(rolePermissions).values(
      entries.map(([module, actions]) => ({
        businessId,
        id: uuidv7(),
        roleId,
        module,
        actions: actions ?? [],
      })),
    );
  }
  return user;
};
