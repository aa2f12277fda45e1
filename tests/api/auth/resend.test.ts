import { describe, expect, it } from 'vitest';
import { accountEmailsTo, PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { createTestApp, setupTestApp } from '../support/testApp';

const context = setupTestApp();

const linksIn = async (email: string) =>
  (await accountEmailsTo(context.database, email)).flatMap(
    (mail) => /\/#\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? [],
  );
const resend = (email: unknown, headers?: Record<string, string>) =>
  send(context.app, 'POST', '/v1/auth/resend-confirmation', { payload: { email }, headers });
const verify = (token: string) =>
  send(context.app, 'POST', '/v1/auth/verify-email', { payload: { token, password: PASSWORD } });

describe('POST /v1/auth/resend-confirmation', () => {
  it('sends a pending sign-up a new link; the old one no longer works, the new one makes the account', async () => {
    const email = uniqueEmail('resent');
    expect(
      (
        await send(context.app, 'POST', '/v1/auth/signup', {
          payload: { fullName: 'Amina Wanjiru', email },
        })
      ).statusCode,
    ).toBe(202);
    const [first] = await linksIn(email);
    const reply = await resend(email.toUpperCase());
    expect(reply.statusCode).toBe(202);
    expect(body(reply)).toEqual({ signUp: { email: email.toUpperCase() } });
    const links = await linksIn(email);
    expect(links).toHaveLength(2);
    const newest = links.find((token) => token !== first)!;
    expect((await verify(first!)).statusCode).toBe(404);
    const made = await verify(newest);
    expect(made.statusCode, made.body).toBe(200);
    expect(body<{ user: { fullName: string } }>(made).user.fullName).toBe('Amina Wanjiru');
  });

  it('answers the same for an unknown address (no mail) and an account (a reminder, no link)', async () => {
    const unknown = uniqueEmail('nobody');
    expect((await resend(unknown)).statusCode).toBe(202);
    expect(await accountEmailsTo(context.database, unknown)).toEqual([]);
    const { email } = await signUp(context.app, 'member');
    const before = (await accountEmailsTo(context.database, email)).length;
    expect((await resend(email)).statusCode).toBe(202);
    const mails = await accountEmailsTo(context.database, email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe('Your Saluni account');
    expect(mails[0]!.body).not.toContain('verify-email');
  });

  it('refuses a malformed address with a field message, and a foreign page', async () => {
    for (const bad of ['', 'not-an-address', 42, null]) {
      const reply = await resend(bad);
      expect(reply.statusCode).toBe(422);
      expect(body<ErrorBody>(reply).error.fields?.email).toBeTruthy();
    }
    expect((await resend(uniqueEmail('x'), { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
  });

  it('counts with the sign-ups of the address, so nobody can flood an inbox', async () => {
    const limited = await createTestApp({
      signUpEmailRateLimit: { max: 2, timeWindow: 3_600_000 },
    });
    try {
      const email = uniqueEmail('flood');
      const again = () =>
        send(limited.app, 'POST', '/v1/auth/resend-confirmation', { payload: { email } });
      expect(
        (
          await send(limited.app, 'POST', '/v1/auth/signup', {
            payload: { fullName: 'Flood', email },
          })
        ).statusCode,
      ).toBe(202);
      expect((await again()).statusCode).toBe(202);
      expect((await again()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
