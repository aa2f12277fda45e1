import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { africasTalkingGateway } from '../../../server/messaging/africasTalking';
import { deliverDue, MAX_ATTEMPTS } from '../../../server/outbox/worker';
import { startAfricasTalkingServer } from '../../support/africasTalkingServer';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  addCategory,
  addClient,
  balanceOf,
  openSendingWindow,
  sendSms,
  sentSms,
  setBalance,
  smsList,
} from './support';

const TOKEN = 'callback-token-0123456789abcdef';
let context: TestContext;
let business: TestBusiness;
let at: Awaited<ReturnType<typeof startAfricasTalkingServer>>;

beforeAll(async () => {
  // No transport configured: the tests run the worker's rounds themselves.
  context = await createTestApp({
    outbox: { from: 'x@saluni.test', pollMilliseconds: 3_600_000, smsCallbackToken: TOKEN },
  });
  business = await createBusiness(context.app, 'Texts');
  await openSendingWindow(context.database, business.businessId);
  at = await startAfricasTalkingServer();
});
afterAll(async () => {
  await at?.close();
  await context?.close();
});

const gateway = () => ({
  sms: africasTalkingGateway({
    username: at.username,
    apiKey: at.apiKey,
    senderId: 'SALUNI',
    baseUrl: at.url,
  }),
});
const error = (response: Awaited<ReturnType<typeof send>>) => body<ErrorBody>(response).error;
const makeDue = () =>
  context.database.query(
    `update outbox_messages set next_attempt_at = now() where status = 'pending'`,
  );
const report = (token: string, form: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: `/v1/sms/delivery-report/${token}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://africastalking.com',
    },
    payload: new URLSearchParams(form).toString(),
  });

describe('POST /v1/client-sms', () => {
  it("refuses a send without message or recipients with the spec's messages", async () => {
    const response = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: '',
    });
    expect(response.statusCode).toBe(422);
    expect(error(response).fields).toEqual({
      message: 'Message field is required',
      clientIds: 'Please select at least one client or category',
      categoryIds: 'Please select at least one client or category',
    });
  });

  it('debits recipients × segments, skips opted-out clients and clients without a phone', async () => {
    await setBalance(context.database, business.businessId, 100);
    const a = await addClient(context.database, business.businessId, { fullName: 'Amina' });
    const b = await addClient(context.database, business.businessId, {
      fullName: 'Baraka',
      smsOptOut: true,
    });
    const c = await addClient(context.database, business.businessId, {
      fullName: 'Chebet',
      phone: null,
    });
    const d = await addClient(context.database, business.businessId, { fullName: 'Daudi' });
    const category = await addCategory(context.database, business.businessId, [c, d]);
    const response = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: 'x'.repeat(161),
      clientIds: [a, b],
      categoryIds: [category],
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = sentSms(response);
    expect(message).toMatchObject({ segments: 2, unitsCharged: 4 });
    expect(message.summary).toMatchObject({
      total: 4,
      queued: 2,
      skipped: 2,
      optedOut: 1,
      noConsent: 0,
      noAddress: 1,
    });
    expect(message.recipients.find((r) => r.fullName === 'Chebet')).toMatchObject({
      status: 'skipped',
      skipReason: 'noAddress',
      address: null,
    });
    expect(await balanceOf(context.database, business.businessId)).toBe(96);
  });

  it("with too little balance answers 402 INSUFFICIENT_SMS with 'insufficient SMS left' and writes nothing", async () => {
    await setBalance(context.database, business.businessId, 5);
    const ids = [];
    for (let n = 0; n < 6; n++) ids.push(await addClient(context.database, business.businessId));
    const before = await snapshot(context.database, business.businessId);
    const response = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: 'Hi',
      clientIds: ids,
    });
    expect(response.statusCode).toBe(402);
    expect(error(response).code).toBe('INSUFFICIENT_SMS');
    expect(error(response).message).toContain('insufficient SMS left');
    expect(error(response).message).toContain('balance 5, needed 6');
    expect(await snapshot(context.database, business.businessId)).toEqual(before);
    // Swahili keeps the phrase the web app matches on.
    await context.database.query(`update users set language = 'sw' where id = $1`, [
      business.owner.id,
    ]);
    const swahili = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: 'Hi',
      clientIds: ids,
    });
    await context.database.query(`update users set language = 'en' where id = $1`, [
      business.owner.id,
    ]);
    expect(error(swahili).message).toContain('insufficient SMS left');
    expect(error(swahili).message).not.toBe(error(response).message);
  });
});

describe("delivery through Africa's Talking", () => {
  it('sends, refunds a rejected number, retries 500s and dropped connections, never sends an accepted number twice', async () => {
    await context.database.query(
      `update outbox_messages set status = 'failed' where status = 'pending'`,
    );
    await setBalance(context.database, business.businessId, 50);
    const ok = await addClient(context.database, business.businessId, {
      fullName: 'Ok',
      phone: '+254711000001',
    });
    const invalid = await addClient(context.database, business.businessId, {
      fullName: 'Invalid',
      phone: '+254711000002',
    });
    const later = await addClient(context.database, business.businessId, {
      fullName: 'Later',
      phone: '+254711000003',
    });
    at.answer('+254711000002', 403);
    at.answer('+254711000003', 500);
    const response = await sendSms(context.app, business.owner.cookie, {
      businessId: business.businessId,
      message: 'Karibu',
      clientIds: [ok, invalid, later],
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = sentSms(response)._id;
    expect(await balanceOf(context.database, business.businessId)).toBe(47);

    // A whole-request 500, then a dropped connection: nothing sent, every number kept for later.
    at.failNext('http500');
    await deliverDue(context.database.db, gateway());
    await makeDue();
    at.failNext('drop');
    await deliverDue(context.database.db, gateway());
    let doc = (await smsList(context.app, business.owner.cookie, business.businessId)).find(
      (m) => m._id === id,
    )!;
    expect(doc.summary).toMatchObject({ queued: 3, sent: 0 });
    expect(doc.recipients[0]!.error).toBeTruthy();

    await makeDue();
    await deliverDue(context.database.db, gateway());
    const request = at.requests.at(-1)!;
    expect(request).toMatchObject({
      apiKey: at.apiKey,
      accept: 'application/json',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect({ ...request.form, to: request.form.to!.split(',').sort() }).toEqual({
      username: at.username,
      to: ['+254711000001', '+254711000002', '+254711000003'],
      // Marketing: signed, with the reply keyword and Safaricom's opt-out (a Kenyan business).
      message: expect.stringMatching(
        /^Karibu - Texts \w+\. Reply STOP to opt out STOP\*456\*9\*5#$/,
      ),
      from: 'SALUNI',
    });
    doc = (await smsList(context.app, business.owner.cookie, business.businessId)).find(
      (m) => m._id === id,
    )!;
    const statuses = Object.fromEntries(doc.recipients.map((r) => [r.fullName, r.status]));
    expect(statuses).toEqual({ Ok: 'sent', Invalid: 'failed', Later: 'queued' });
    expect(doc.recipients.find((r) => r.fullName === 'Invalid')!.error).toBe('InvalidPhoneNumber');
    expect(doc.unitsCharged).toBe(2);
    expect(await balanceOf(context.database, business.businessId)).toBe(48);

    // Retries go to the number still due only, until its attempts run out: then failed, units back.
    for (let attempt = 4; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue();
      await deliverDue(context.database.db, gateway());
      expect(at.requests.at(-1)!.form.to).toBe('+254711000003');
    }
    await makeDue();
    expect(await deliverDue(context.database.db, gateway())).toBe(0);
    doc = (await smsList(context.app, business.owner.cookie, business.businessId)).find(
      (m) => m._id === id,
    )!;
    expect(doc.recipients.find((r) => r.fullName === 'Later')!.status).toBe('failed');
    expect(doc.unitsCharged).toBe(1);
    expect(await balanceOf(context.database, business.businessId)).toBe(49);
    const answeredOk = at.requests.filter(
      (entry, index) => index >= 2 && entry.form.to?.includes('+254711000001'),
    );
    expect(answeredOk).toHaveLength(1);
  });

  it('delivery reports: a 404 without the right token, delivered on Success, failed with units back once on Failed', async () => {
    await setBalance(context.database, business.businessId, 10);
    const first = await addClient(context.database, business.businessId, {
      fullName: 'First',
      phone: '+254722000001',
    });
    const second = await addClient(context.database, business.businessId, {
      fullName: 'Second',
      phone: '+254722000002',
    });
    const id = sentSms(
      await sendSms(context.app, business.owner.cookie, {
        businessId: business.businessId,
        message: 'Hello',
        clientIds: [first, second],
      }),
    )._id;
    await makeDue();
    await deliverDue(context.database.db, gateway());
    const { rows } = await context.database.query(
      `select recipient as phone, provider_message_id from outbox_messages where client_message_id = $1 order by recipient`,
      [id],
    );
    const [firstId, secondId] = rows.map((row) => String(row.provider_message_id));
    expect(firstId).toMatch(/^ATXid_/);
    expect(await balanceOf(context.database, business.businessId)).toBe(8);

    expect((await report('wrong-token', { id: firstId, status: 'Success' })).statusCode).toBe(404);
    expect(
      (
        await report(TOKEN, {
          id: firstId,
          status: 'Buffered',
          phoneNumber: '+254722000001',
          networkCode: '63902',
          retryCount: '0',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await report(TOKEN, {
          id: firstId,
          status: 'Success',
          phoneNumber: '+254722000001',
          networkCode: '63902',
        })
      ).statusCode,
    ).toBe(200);
    for (let n = 0; n < 2; n++) {
      const failed = await report(TOKEN, {
        id: secondId,
        status: 'Failed',
        failureReason: 'DeliveryFailure',
        phoneNumber: '+254722000002',
      });
      expect(failed.statusCode).toBe(200);
    }
    // A late in-transit report changes nothing; an unknown id or an empty body is still a 200.
    expect((await report(TOKEN, { id: firstId, status: 'Sent' })).statusCode).toBe(200);
    expect((await report(TOKEN, { id: 'ATXid_unknown', status: 'Failed' })).statusCode).toBe(200);
    expect((await report(TOKEN, {})).statusCode).toBe(200);

    const doc = (await smsList(context.app, business.owner.cookie, business.businessId)).find(
      (m) => m._id === id,
    )!;
    expect(
      Object.fromEntries(doc.recipients.map((r) => [r.fullName, [r.status, r.error]])),
    ).toEqual({
      First: ['delivered', null],
      Second: ['failed', 'Failed: DeliveryFailure'],
    });
    expect(doc.summary).toMatchObject({ delivered: 1, failed: 1 });
    expect(doc.unitsCharged).toBe(1);
    expect(await balanceOf(context.database, business.businessId)).toBe(9);
  });

  it('deleting a message deletes its pending rows, which are then never sent; charged units stay charged', async () => {
    await setBalance(context.database, business.businessId, 10);
    const client = await addClient(context.database, business.businessId, {
      phone: '+254733000001',
    });
    const id = sentSms(
      await sendSms(context.app, business.owner.cookie, {
        businessId: business.businessId,
        message: 'Bye',
        clientIds: [client],
      }),
    )._id;
    const deleted = await send(
      context.app,
      'DELETE',
      `/v1/client-sms?businessId=${business.businessId}&id=${id}`,
      {
        cookie: business.owner.cookie,
        headers: { 'vendor-module': 'marketing.Client Messages' },
      },
    );
    expect(deleted.statusCode).toBe(200);
    expect(body<{ clientSMS: { _id: string } }>(deleted).clientSMS._id).toBe(id);
    await makeDue();
    await deliverDue(context.database.db, gateway());
    expect(at.sentNumbers()).not.toContain('+254733000001');
    expect(await balanceOf(context.database, business.businessId)).toBe(9);
  });
});
