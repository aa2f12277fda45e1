import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST } from '../../../server/auth/passwords';
import { users } from '../../../server/db/schema';
import { PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { APP_ORIGIN, body, type ErrorBody } from '../support/http';
import { type TestContext, withApp } from '../support/testApp';

const login = (
  context: TestContext,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
) =>
  context.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    headers: { origin: APP_ORIGIN },
    payload: { email, password },
  });

describe('sign-in limits', () => {
  it('counts padded and re-cased variants of one e-mail as the same e-mail', async () => {
    await withApp({ signInRateLimit: { max: 10, timeWindow: 60_000 } }, async (context) => {
      const { email } = await signUp(context.app, 'padded');
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await login(context, email, 'wrong password')).statusCode).toBe(401);
      const variants = [
        ` ${email}`,
        `${email} `,
        email.toUpperCase(),
        `\t${email.toUpperCase()}  `,
      ];
      for (const variant of variants) {
        const response = await login(context, variant, PASSWORD);
        expect(response.statusCode).toBe(429);
        expect(body<ErrorBody>(response).error).toMatchObject({
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many sign-in attempts. Try again in 1 minute.',
        });
      }
    });
  });

  it('limits one account whatever the address, and says when to retry', async () => {
    await withApp(
      {
        accountSignInLimits: [
          { max: 10, timeWindow: 60_000 },
          { max: 100, timeWindow: 86_400_000 },
        ],
      },
      async (context) => {
        const { email } = await signUp(context.app, 'spread');
        for (let attempt = 0; attempt < 10; attempt++)
          expect(
            (await login(context, email, 'wrong password', `10.0.0.${attempt + 1}`)).statusCode,
          ).toBe(401);
        const blocked = await login(context, email, PASSWORD, '10.0.1.1');
        expect(blocked.statusCode).toBe(429);
        expect(body<ErrorBody>(blocked).error.message).toBe(
          'Too many sign-in attempts. Try again in 1 minute.',
        );
        // Another account from the same addresses is not affected.
        const other = await signUp(context.app, 'other');
        expect((await login(context, other.email, PASSWORD, '10.0.0.1')).statusCode).toBe(200);
      },
    );
  });

  it('counts the daily account limit and says how long until the next try', async () => {
    await withApp(
      { accountSignInLimits: [{ max: 3, timeWindow: 86_400_000 }] },
      async (context) => {
        const email = uniqueEmail('daily');
        for (let attempt = 0; attempt < 3; attempt++)
          await login(context, email, 'wrong password', `10.0.2.${attempt + 1}`);
        const blocked = await login(context, email, 'wrong password', '10.0.3.1');
        expect(blocked.statusCode).toBe(429);
        expect(body<ErrorBody>(blocked).error.message).toBe(
          'Too many sign-in attempts. Try again in 1440 minutes.',
        );
      },
    );
  });
});

describe('sign-up limits', () => {
  it('limits accounts created per address', async () => {
    await withApp({ signUpRateLimit: { max: 2, timeWindow: 3_600_000 } }, async (context) => {
      const signUpFrom = (remoteAddress: string) =>
        context.app.inject({
          method: 'POST',
          url: '/v1/auth/signup',
          remoteAddress,
          headers: { origin: APP_ORIGIN },
          payload: { fullName: 'Many', email: uniqueEmail('many'), password: PASSWORD },
        });
      expect((await signUpFrom('10.1.0.1')).statusCode).toBe(202);
      expect((await signUpFrom('10.1.0.1')).statusCode).toBe(202);
      const refused = await signUpFrom('10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(body<ErrorBody>(refused).error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-ups. Try again in 60 minutes.',
      });
      expect((await signUpFrom('10.1.0.2')).statusCode).toBe(202);
    });
  });

  it('limits sign-ups per e-mail from any address, so nobody can flood an inbox', async () => {
    await withApp({ signUpEmailRateLimit: { max: 2, timeWindow: 3_600_000 } }, async (context) => {
      const email = uniqueEmail('flooded');
      const signUpAs = (address: string, remoteAddress: string) =>
        context.app.inject({
          method: 'POST',
          url: '/v1/auth/signup',
          remoteAddress,
          headers: { origin: APP_ORIGIN },
          payload: { fullName: 'Many', email: address, password: PASSWORD },
        });
      expect((await signUpAs(email, '10.2.0.1')).statusCode).toBe(202);
      expect((await signUpAs(email.toUpperCase(), '10.2.0.2')).statusCode).toBe(202);
      expect((await signUpAs(email, '10.2.0.3')).statusCode).toBe(429);
      expect(
        (
          await context.database.query(
            `select count(*)::int as n from account_emails where lower(recipient) = lower($1)`,
            [email],
          )
        ).rows[0],
      ).toEqual({
        n: 2,
      });
      expect((await signUpAs(uniqueEmail('other'), '10.2.0.3')).statusCode).toBe(202);
    });
  });
});

describe('password hashing', () => {
  it("uses OWASP's scrypt parameters by default and upgrades an older hash at the next sign-in", async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    await withApp({ passwordCost: undefined }, async (context) => {
      const email = uniqueEmail('legacy');
      const id = uuidv7();
      await context.database.db.insert(users).values({
        id,
        fullName: 'Legacy',
        email,
        passwordHash: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
      });
      expect((await login(context, email, 'wrong password')).statusCode).toBe(401);
      const stored = async () =>
        (await context.database.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;
      expect(await stored()).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect((await login(context, email, PASSWORD)).statusCode).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await login(context, email, PASSWORD)).statusCode).toBe(200);
      const fresh = await signUp(context.app, 'fresh');
      const [created] = await context.database.db
        .select()
        .from(users)
        .where(eq(users.id, fresh.id));
      expect(created!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    });
  });
});
