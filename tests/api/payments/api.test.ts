import { describe, expect, it } from 'vitest';
import type { SmsBundle, SmsBundleOrder } from '../../../registry/messaging';
import { addMember, createBusiness, signUp } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import {
  BUNDLES,
  createOrder,
  getOrder,
  newOrder,
  pay,
  paymentOf,
  setupPaymentsApp,
  testPaymentsConfig,
} from './support';

/** Bundles, bundle orders and `POST /mpesa/pay`: every call and its bad input (the simulator is slow here, so orders stay pending). */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 60_000 }));

const error = (response: Awaited<ReturnType<typeof send>>) => body<ErrorBody>(response).error;

describe('GET /v1/sms-bundle', () => {
  it('lists the seeded KES bundles, cheapest first, to any member', async () => {
    const { businessId } = await createBusiness(context.app);
    const staff = await addMember(context.app, context.database, businessId);
    const response = await send(
      context.app,
      'GET',
      `/v1/sms-bundle?businessId=${businessId}&status=active`,
      { cookie: staff.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = body<{ smsBundlePage: { docs: SmsBundle[]; total: number } }>(
      response,
    ).smsBundlePage;
    expect(
      page.docs.map((bundle) => [
        bundle.title,
        bundle.currency,
        bundle.cost,
        bundle.smsCount,
        bundle.status,
      ]),
    ).toEqual([
      ['100 SMS', 'KES', 100, 100, 'active'],
      ['500 SMS', 'KES', 450, 500, 'active'],
      ['1,000 SMS', 'KES', 850, 1000, 'active'],
      ['5,000 SMS', 'KES', 4000, 5000, 'active'],
    ]);
    expect(page.total).toBe(4);
    const paged = body<{ smsBundlePage: { docs: SmsBundle[]; pages: number } }>(
      await send(context.app, 'GET', `/v1/sms-bundle?businessId=${businessId}&page=2&limit=3`, {
        cookie: staff.cookie,
      }),
    ).smsBundlePage;
    expect(paged.docs.map((bundle) => bundle.cost)).toEqual([4000]);
    expect(paged.pages).toBe(2);
  });

  it('refuses the signed out, non-members, unknown parameters and statuses', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const stranger = await signUp(context.app, 'stranger');
    expect(
      (await send(context.app, 'GET', `/v1/sms-bundle?businessId=${businessId}`)).statusCode,
    ).toBe(401);
    expect(
      (
        await send(context.app, 'GET', `/v1/sms-bundle?businessId=${businessId}`, {
          cookie: stranger.cookie,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send(context.app, 'GET', '/v1/sms-bundle', { cookie: owner.cookie })).statusCode,
    ).toBe(400);
    for (const query of ['status=on', 'q=x', 'page=0', 'limit=-1', 'status[]=active']) {
      const response = await send(
        context.app,
        'GET',
        `/v1/sms-bundle?businessId=${businessId}&${query}`,
        { cookie: owner.cookie },
      );
      expect(response.statusCode, query).toBe(400);
      expect(error(response).message).toBe('Invalid query parameter');
    }
  });
});

describe('sms bundle orders', () => {
  it('creates a pending order copying the bundle, lists newest first and reads one', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const first = await newOrder(context.app, owner.cookie, businessId);
    const second = await newOrder(context.app, owner.cookie, businessId, BUNDLES.kes500.id);
    expect(second).toMatchObject({
      businessId,
      smsBundleId: BUNDLES.kes500.id,
      bundle: { title: '500 SMS', currency: 'KES', cost: 450, smsCount: 500 },
      paymentMethod: 'm-pesa',
      status: 'pending',
      resultDescription: null,
      receipt: null,
      paidAt: null,
    });
    const list = await send(
      context.app,
      'GET',
      `/v1/sms-bundle-order?businessId=${businessId}&page=1&limit=10`,
      { cookie: owner.cookie },
    );
    const page = body<{ smsBundleOrderPage: { docs: SmsBundleOrder[]; total: number } }>(
      list,
    ).smsBundleOrderPage;
    expect(page.docs.map((order) => order._id)).toEqual([second._id, first._id]);
    expect(
      (
        await send(
          context.app,
          'GET',
          `/v1/sms-bundle-order?businessId=${businessId}&status=paid`,
          { cookie: owner.cookie },
        )
      ).json(),
    ).toMatchObject({
      smsBundleOrderPage: { total: 0 },
    });
    expect(await getOrder(context.app, owner.cookie, businessId, first._id)).toEqual(first);
  });

  it('refuses a missing, unknown or malformed bundle, another payment method and unknown fields, writing nothing', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const before = await snapshot(context.database, businessId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ paymentMethod: 'm-pesa' }, 'smsBundleId', 'Bundle field is required'],
      [{ smsBundleId: '', paymentMethod: 'm-pesa' }, 'smsBundleId', 'Bundle field is required'],
      [{ smsBundleId: 'x', paymentMethod: 'm-pesa' }, 'smsBundleId', 'Must be the id of a record'],
      [
        { smsBundleId: '01890a5d-ac96-774b-bcce-b302099a8057', paymentMethod: 'm-pesa' },
        'smsBundleId',
        'Not found in this business',
      ],
      [
        { smsBundleId: BUNDLES.kes100.id, paymentMethod: 'cash' },
        'paymentMethod',
        'Must be one of m-pesa, card',
      ],
      [{ smsBundleId: BUNDLES.kes100.id }, 'paymentMethod', 'Must be one of m-pesa, card'],
      [
        { smsBundleId: '0193a000-0000-7000-8000-0000000a0100', paymentMethod: 'card' },
        'smsBundleId',
        'This bundle is not sold in your business currency',
      ],
      [
        { smsBundleId: BUNDLES.kes100.id, paymentMethod: 'm-pesa', cost: 1 },
        'cost',
        'Unknown field',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(context.app, 'POST', '/v1/sms-bundle-order', {
        cookie: owner.cookie,
        payload: { businessId, ...payload },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(error(response).fields?.[field]).toBe(message);
    }
    expect(await snapshot(context.database, businessId)).toEqual(before);
  });

  it("checks 'settings.SMS Bundles' for staff, and keeps other businesses' orders out of reach", async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const other = await createBusiness(context.app);
    const reader = await addMember(context.app, context.database, businessId, {
      'settings.SMS Bundles': ['read'],
    });
    const buyer = await addMember(context.app, context.database, businessId, {
      'settings.SMS Bundles': ['read', 'create'],
    });
    const nobody = await addMember(context.app, context.database, businessId);
    expect((await createOrder(context.app, reader.cookie, businessId)).statusCode).toBe(403);
    expect((await createOrder(context.app, buyer.cookie, businessId)).statusCode).toBe(201);
    expect(
      (
        await send(context.app, 'GET', `/v1/sms-bundle-order?businessId=${businessId}`, {
          cookie: reader.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(context.app, 'GET', `/v1/sms-bundle-order?businessId=${businessId}`, {
          cookie: nobody.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const foreign = await newOrder(context.app, other.owner.cookie, other.businessId);
    expect(
      (
        await send(
          context.app,
          'GET',
          `/v1/sms-bundle-order/${foreign._id}?businessId=${businessId}`,
          { cookie: owner.cookie },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(context.app, 'GET', `/v1/sms-bundle-order/nope?businessId=${businessId}`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          context.app,
          'GET',
          `/v1/sms-bundle-order/${foreign._id}?businessId=${businessId}&x=1`,
          { cookie: owner.cookie },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          context.app,
          'GET',
          `/v1/sms-bundle-order?businessId=${businessId}&status=done`,
          { cookie: owner.cookie },
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('POST /mpesa/pay', () => {
  const setup = async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const order = await newOrder(context.app, owner.cookie, businessId);
    return {
      businessId,
      owner,
      order,
      valid: { phone_number: '0712345678', amount: 100, transactionRef: order._id },
    };
  };

  it('sends the push and replies the pending payment; a second push while it waits replies the same payment', async () => {
    const { owner, order, valid, businessId } = await setup();
    const first = await pay(context.app, owner.cookie, { ...valid, businessId });
    expect(first.statusCode, first.body).toBe(201);
    expect(paymentOf(first)).toMatchObject({
      transactionRef: order._id,
      amount: 100,
      status: 'pending',
      customerMessage: 'Success. Request accepted for processing',
    });
    const again = await pay(context.app, owner.cookie, { ...valid, phone_number: '0722000000' });
    expect(again.statusCode).toBe(200);
    expect(paymentOf(again)._id).toBe(paymentOf(first)._id);
  });

  it('refuses a missing or non-Kenyan phone, a wrong amount or reference with the spec messages, changing nothing', async () => {
    const { owner, businessId, valid } = await setup();
    const other = await setup();
    const before = await snapshot(context.database, businessId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone_number: undefined }, 'phone_number', 'Phone field is required'],
      [{ phone_number: '' }, 'phone_number', 'Phone field is required'],
      [{ phone_number: null }, 'phone_number', 'Phone field is required'],
      [{ phone_number: '+61412345678' }, 'phone_number', 'Phone number must be valid'],
      [{ phone_number: '0812345678' }, 'phone_number', 'Phone number must be valid'],
      [{ phone_number: 712345678 }, 'phone_number', 'Must be text'],
      [{ amount: 99 }, 'amount', 'Amount must be the amount due, KES 100'],
      [{ amount: 100.5 }, 'amount', 'M-Pesa takes whole shillings'],
      [{ amount: '100' }, 'amount', 'Amount is required'],
      [{ amount: undefined }, 'amount', 'Amount is required'],
      [{ transactionRef: undefined }, 'transactionRef', 'Transaction reference is required'],
      [{ transactionRef: 'abc' }, 'transactionRef', 'Must be the id of a record'],
      [
        { transactionRef: '01890a5d-ac96-774b-bcce-b302099a8057' },
        'transactionRef',
        'Not found in this business',
      ],
      [{ transactionRef: other.order._id }, 'transactionRef', 'Not found in this business'],
      [{ businessId: other.businessId }, 'transactionRef', 'Not found in this business'],
      [{ extra: 1 }, 'extra', 'Unknown field'],
    ];
    for (const [change, field, message] of cases) {
      const response = await pay(context.app, owner.cookie, { ...valid, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(error(response).fields?.[field], JSON.stringify(change)).toBe(message);
    }
    expect(await snapshot(context.database, businessId)).toEqual(before);
  });

  it("needs a session from the app's own origin and 'settings.SMS Bundles' create", async () => {
    const { businessId, valid } = await setup();
    expect((await pay(context.app, '', valid)).statusCode).toBe(401);
    const reader = await addMember(context.app, context.database, businessId, {
      'settings.SMS Bundles': ['read'],
    });
    expect((await pay(context.app, reader.cookie, valid)).statusCode).toBe(403);
    const buyer = await addMember(context.app, context.database, businessId, {
      'settings.SMS Bundles': ['create'],
    });
    const foreignOrigin = await send(context.app, 'POST', '/mpesa/pay', {
      cookie: buyer.cookie,
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    expect(error(foreignOrigin).code).toBe('CSRF');
    expect((await pay(context.app, buyer.cookie, valid)).statusCode).toBe(201);
  });

  it('refuses an order that no longer awaits payment with 409', async () => {
    const { owner, businessId, order, valid } = await setup();
    await context.database.query(
      `update sms_bundle_orders set status = 'cancelled' where business_id = $1 and id = $2`,
      [businessId, order._id],
    );
    const response = await pay(context.app, owner.cookie, valid);
    expect(response.statusCode).toBe(409);
    expect(error(response)).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This order is no longer awaiting payment',
    });
  });
});
