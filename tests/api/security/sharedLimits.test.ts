import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { APP_ORIGIN, body, type ErrorBody } from '../support/http';
import { TEST_PASSWORD_COST } from '../../support/passwordCost';
import { type TestApp, withApp } from '../support/testApp';

const login = (app: TestApp, email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress,
    headers: { origin: APP_ORIGIN },
    payload: { email, password },
  });

describe('sign-in limits per client address', () => {
  it('refuse one password tried against many accounts from one client, and no other client', async () => {
    // The production limit (30 in 10 minutes), not the test apps' generous one.
    await withApp({ clientSignInLimit: undefined }, async (context) => {
      const statuses: number[] = [];
      for (let account = 0; account < 40; account++)
        statuses.push(
          (await login(context.app, uniqueEmail('sprayed'), PASSWORD, '10.3.0.1')).statusCode,
        );
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses.slice(30)).toEqual(Array(10).fill(429));
      const refused = await login(context.app, uniqueEmail('sprayed'), PASSWORD, '10.3.0.1');
      expect(body<ErrorBody>(refused).error).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-in attempts. Try again in 10 minutes.',
      });
      expect(
        (await login(context.app, uniqueEmail('elsewhere'), PASSWORD, '10.3.0.2')).statusCode,
      ).toBe(401);
    });
  });
});

describe('attempt limits on several servers', () => {
  it('hold across two servers on one database: guesses spread over both count once', async () => {
    await withApp({ signInRateLimit: { max: 4, timeWindow: 60_000 } }, async (context) => {
      const second = await buildApp({
        database: context.database,
        passwordCost: TEST_PASSWORD_COST,
        signInRateLimit: { max: 4, timeWindow: 60_000 },
        accountSignInLimits: [{ max: 1000, timeWindow: 60_000 }],
        clientSignInLimit: { max: 1000, timeWindow: 60_000 },
      });
      try {
        const servers = [context.app, second];
        const email = uniqueEmail('shared');
        for (let attempt = 0; attempt < 4; attempt++)
          expect(
            (await login(servers[attempt % 2]!, email, 'wrong password', '10.4.0.1')).statusCode,
          ).toBe(401);
        for (const server of servers)
          expect((await login(server, email, 'wrong password', '10.4.0.1')).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });
  });

  it('keep neither the e-mail nor the address in the database, only a digest of them', async () => {
    await withApp({}, async (context) => {
      const email = uniqueEmail('digested');
      await login(context.app, email, 'wrong password', '10.5.0.7');
      const { rows } = await context.database.query('select key_hash from attempt_counters');
      expect(rows.length).toBeGreaterThan(0);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(email);
      expect(stored).not.toContain('10.5.0.7');
    });
  });
});
