import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConsents, clients } from '../../../server/db/schema';
import { deliverDue, smtpTransport } from '../../../server/outbox/worker';
import { startSmtpServer } from '../../support/smtpServer';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { setupTestApp } from '../support/testApp';
import { addClient, openSendingWindow, sendEmail } from '../messaging/support';

const context = setupTestApp();
let business: TestBusiness;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Unsub');
  await openSendingWindow(context.database, business.businessId);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** A request from nowhere: no session, no origin (a mail client, another site). */
const signedOut = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: string,
) => context.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });

describe('one-click unsubscribe', () => {
  it('a marketing e-mail carries the link and RFC 8058 headers; the link works signed out, at once, and twice', async () => {
    const clientId = await addClient(context.database, business.businessId, {
      fullName: 'Wanjiru',
      email: 'wanjiru@example.test',
      language: 'sw',
    });
    const sent = await sendEmail(context.app, business.owner.cookie, {
      businessId: business.businessId,
      subject: 'Weekend offer',
      intro: 'Half price nails',
      clientIds: [clientId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await deliverDue(context.database.db, {
      email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
    });
    const mail = smtp.received.find((item) => item.to.includes('wanjiru@example.test'))!;
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n\s+/g, ' ');
    const token = /\/unsubscribe\/([\w-]+)/.exec(raw)![1]!;
    expect(raw).toMatch(new RegExp(`List-Unsubscribe: <https?://\\S+/v1/unsubscribe/${token}>`));
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const page = await signedOut('GET', `/unsubscribe/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBeTruthy();
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).toContain(`action="/v1/unsubscribe/${token}"`);
    expect(page.body).not.toContain('<script');

    const oneClick = await signedOut(
      'POST',
      `/v1/unsubscribe/${token}`,
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      'List-Unsubscribe=One-Click',
    );
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const [client] = await context.database.db
      .select({ email: clients.marketingEmail, sms: clients.marketingSms })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(client).toEqual({ email: false, sms: true });
    const log = await context.database.db
      .select()
      .from(clientConsents)
      .where(eq(clientConsents.clientId, clientId));
    expect(
      log.map((entry) => [entry.channel, entry.granted, entry.method, entry.recordedBy]),
    ).toEqual([['email', false, 'unsubscribe-link', null]]);

    // The page's button, pressed again: still 200, a page that says it is done, no second row.
    const again = await signedOut(
      'POST',
      `/v1/unsubscribe/${token}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Imekamilika');
    expect(
      await context.database.db
        .select()
        .from(clientConsents)
        .where(eq(clientConsents.clientId, clientId)),
    ).toHaveLength(1);

    expect((await signedOut('POST', '/v1/unsubscribe/unknown-token')).statusCode).toBe(404);
    expect((await signedOut('GET', '/unsubscribe/unknown-token')).statusCode).toBe(404);
  });
});
