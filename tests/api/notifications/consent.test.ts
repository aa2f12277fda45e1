import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientConsent, MessageAudience } from '../../../registry/messages';
import type { ClientSms } from '../../../registry/messaging';
import { businesses, clients, outboxMessages } from '../../../server/db/schema';
import { queueClientMessage } from '../../../server/notifications';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { addClient, openSendingWindow, sendSms, setBalance } from '../messaging/support';

const context = setupTestApp();
let business: TestBusiness;

beforeAll(async () => {
  business = await createBusiness(context.app, 'Consent');
  await openSendingWindow(context.database, business.businessId);
  await setBalance(context.database, business.businessId, 100);
});

const noConsent = { marketingSms: false, marketingEmail: false };

const consentLog = async (clientId: string) =>
  body<{ clientConsents: ClientConsent[] }>(
    await send(
      context.app,
      'GET',
      withQuery('/v1/client-consent', { businessId: business.businessId, clientId }),
      { cookie: business.owner.cookie },
    ),
  ).clientConsents;

describe('consent', () => {
  it('records a consent with who and how, lists the log newest first, and a withdrawal writes a row', async () => {
    const client = await addClient(context.database, business.businessId, noConsent);
    const record = (granted: boolean, method: string) =>
      send(context.app, 'POST', '/v1/client-consent', {
        cookie: business.owner.cookie,
        payload: {
          businessId: business.businessId,
          clientId: client,
          channel: 'sms',
          granted,
          method,
          note: 'Signed form',
        },
      });
    const granted = await record(true, 'consultation-form');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(body<{ clientConsent: ClientConsent }>(granted).clientConsent).toMatchObject({
      channel: 'sms',
      granted: true,
      method: 'consultation-form',
      recordedBy: business.owner.id,
      note: 'Signed form',
    });
    await record(false, 'form');
    const log = await consentLog(client);
    expect(log.map((entry) => [entry.granted, entry.method])).toEqual([
      [false, 'form'],
      [true, 'consultation-form'],
    ]);
    expect((await record(true, 'telepathy')).statusCode).toBe(422);
  });

  it('Contact Client never sends marketing to a client without consent or opted out, and the audience counts them first', async () => {
    const agreed = await addClient(context.database, business.businessId);
    const never = await addClient(context.database, business.businessId, noConsent);
    const optedOut = await addClient(context.database, business.businessId, { smsOptOut: true });
    const clientIds = [agreed, never, optedOut];
    const audience = await send(context.app, 'POST', '/v1/client-audience', {
      cookie: business.owner.cookie,
      payload: { businessId: business.businessId, channel: 'sms', clientIds, categoryIds: [] },
    });
    expect(audience.statusCode, audience.body).toBe(200);
    expect(body<{ audience: MessageAudience }>(audience).audience).toEqual({
      recipients: 1,
      skipped: { noConsent: 1, optedOut: 1, noAddress: 0 },
    });
    const sent = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: 'Half price on Friday',
      clientIds,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = body<{ clientSMSs: ClientSms[] }>(sent).clientSMSs[0]!;
    expect(message.summary).toMatchObject({ queued: 1, skipped: 2, noConsent: 1, optedOut: 1 });
    const rows = await context.database.db
      .select({ clientId: outboxMessages.clientId, body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.businessId, business.businessId));
    expect(rows.filter((row) => row.clientId === never)).toEqual([]);
    expect(rows.find((row) => row.clientId === agreed)!.body).toMatch(
      /^Half price on Friday - Consent \w+\. Reply STOP to opt out STOP\*456\*9\*5#$/,
    );
  });

  it('a marketing message due at 22:00 waits until 07:00 in Nairobi and 08:00 in Sydney; a reminder does not', async () => {
    const nairobi = await createBusiness(context.app, 'Nairobi');
    const sydney = await createBusiness(context.app, 'Sydney');
    await context.database.db
      .update(businesses)
      .set({ country: 'AU', timezone: 'Australia/Sydney', state: 'NSW', currency: 'AUD' })
      .where(eq(businesses.id, sydney.businessId));
    const queued = async (businessId: string, now: Date, marketing: boolean) => {
      await setBalance(context.database, businessId, 10);
      const clientId = await addClient(context.database, businessId);
      const result = await context.database.db.transaction((tx) =>
        queueClientMessage(tx, {
          businessId,
          clientId,
          kind: marketing ? 'birthday' : 'reminder',
          sms: 'Happy birthday',
          emailSubject: 'Hi',
          emailBody: 'Hi',
          marketing,
          smsOptOut: 'Reply STOP to opt out',
          now,
        }),
      );
      expect(result.queued).toBe(true);
      const [row] = await context.database.db
        .select({ at: outboxMessages.nextAttemptAt })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.clientId, clientId)),
        );
      return row!.at.toISOString();
    };
    // 22:00 in Nairobi (UTC+3) is 19:00 UTC; the window opens at 07:00, 04:00 UTC.
    expect(await queued(nairobi.businessId, new Date('2026-03-10T19:00:00Z'), true)).toBe(
      '2026-03-11T04:00:00.000Z',
    );
    // 22:00 in Sydney (UTC+11 in March) is 11:00 UTC; the window opens at 08:00, 21:00 UTC.
    expect(await queued(sydney.businessId, new Date('2026-03-10T11:00:00Z'), true)).toBe(
      '2026-03-10T21:00:00.000Z',
    );
    expect(await queued(nairobi.businessId, new Date('2026-03-10T19:00:00Z'), false)).toBe(
      '2026-03-10T19:00:00.000Z',
    );
  });

  it('a marketing message to a client without consent is never queued, whatever the channel', async () => {
    const clientId = await addClient(context.database, business.businessId, noConsent);
    const result = await context.database.db.transaction((tx) =>
      queueClientMessage(tx, {
        businessId: business.businessId,
        clientId,
        kind: 'winback',
        sms: 'We miss you',
        emailSubject: 'We miss you',
        emailBody: 'We miss you',
        marketing: true,
      }),
    );
    expect(result).toEqual({ queued: false, reason: 'noConsent' });
    const [client] = await context.database.db
      .select({ sms: clients.marketingSms })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(client!.sms).toBe(false);
  });
});
