import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutboxConfig } from '../../../server/outbox';
import { startAfricasTalkingServer } from '../../support/africasTalkingServer';
import { createBusiness } from '../support/accounts';
import { withApp, type TestContext } from '../support/testApp';
import { addClient, openSendingWindow, sendSms, sentSms, setBalance, smsList } from './support';

/** An hour between rounds: the test runs the outbox job itself. */
const NO_TIMER = { OUTBOX_POLL_MS: '3600000' };

let at: Awaited<ReturnType<typeof startAfricasTalkingServer>>;
beforeAll(async () => {
  at = await startAfricasTalkingServer();
});
afterAll(async () => {
  await at?.close();
});

/** Queues one SMS to two clients through the API and runs one round of the outbox job. */
const sendAndDeliver = async ({ app, database }: TestContext) => {
  const business = await createBusiness(app, 'Provider');
  await openSendingWindow(database, business.businessId);
  await setBalance(database, business.businessId, 10);
  const clientIds = [
    await addClient(database, business.businessId, { phone: '+254733000001' }),
    await addClient(database, business.businessId, { phone: '+254733000002' }),
  ];
  const response = await sendSms(app, business.owner.cookie, {
    businessId: business.businessId,
    message: 'See you on Saturday',
    clientIds,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = sentSms(response)._id;
  const job = app.scheduledJobs.find((candidate) => candidate.name === 'outbox');
  expect(job).toBeDefined();
  await job!.run(database.db, new Date());
  const { rows } = await database.query(
    `select status, provider_message_id from outbox_messages where client_message_id = $1`,
    [id],
  );
  const message = (await smsList(app, business.owner.cookie, business.businessId)).find(
    (candidate) => candidate._id === id,
  )!;
  return { rows, message };
};

describe('the SMS provider', () => {
  it('is the built-in simulator without AT_USERNAME and AT_API_KEY, the sandbox with them', () => {
    expect(readOutboxConfig({}).sms).toEqual({ provider: 'simulator' });
    expect(readOutboxConfig({ AT_USERNAME: 'sandbox' }).sms).toEqual({ provider: 'simulator' });
    expect(
      readOutboxConfig({ AT_USERNAME: 'salon', AT_API_KEY: 'key', AT_SENDER_ID: 'SALUNI' }).sms,
    ).toEqual({
      provider: 'africasTalking',
      africasTalking: {
        username: 'salon',
        apiKey: 'key',
        senderId: 'SALUNI',
        baseUrl: 'https://api.sandbox.africastalking.com',
      },
    });
  });

  it('without settings, the outbox sends an SMS queued by the API through the simulator', async () => {
    await withApp({ outbox: readOutboxConfig(NO_TIMER) }, async (context) => {
      const before = at.requests.length;
      const { rows, message } = await sendAndDeliver(context);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.status).toBe('sent');
        expect(String(row.provider_message_id)).toMatch(/^ATXid_sim-[0-9a-f-]{36}$/);
      }
      expect(message.summary).toMatchObject({ queued: 0, sent: 2 });
      expect(at.requests.length).toBe(before);
    });
  });

  it("with Africa's Talking's settings, the outbox sends through its API at AT_BASE_URL", async () => {
    const outbox = readOutboxConfig({
      ...NO_TIMER,
      AT_USERNAME: at.username,
      AT_API_KEY: at.apiKey,
      AT_BASE_URL: at.url,
    });
    await withApp({ outbox }, async (context) => {
      const before = at.requests.length;
      const { rows, message } = await sendAndDeliver(context);
      expect(at.requests.length).toBe(before + 1);
      const request = at.requests.at(-1)!;
      expect(request.apiKey).toBe(at.apiKey);
      expect(request.form.to!.split(',').sort()).toEqual(['+254733000001', '+254733000002']);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.status).toBe('sent');
        expect(String(row.provider_message_id)).toMatch(/^ATXid_(?!sim-)/);
      }
      expect(message.summary).toMatchObject({ queued: 0, sent: 2 });
    });
  });
});
