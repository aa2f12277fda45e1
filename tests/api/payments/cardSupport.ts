import { eq } from 'drizzle-orm';
import type { CardPayment, SmsBundleOrder } from '../../../registry/messaging';
import type { OpenDatabase } from '../../../server/db/database';
import { businesses, cardPayments } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import type { TestApp } from '../support/testApp';

/** The seeded Australian bundles (migration 0035). */
export const AUD_BUNDLES = {
  aud100: { id: '0193a000-0000-7000-8000-0000000a0100', cost: 8, smsCount: 100 },
  aud500: { id: '0193a000-0000-7000-8000-0000000a0500', cost: 35, smsCount: 500 },
} as const;

/** A new business in Australian dollars, as an Australian salon is. */
export const createAustralianBusiness = async (app: TestApp, database: OpenDatabase) => {
  const business = await createBusiness(app, 'Sydney salon');
  await database.db
    .update(businesses)
    .set({ currency: 'AUD', timezone: 'Australia/Sydney' })
    .where(eq(businesses.id, business.businessId));
  return business;
};

export const newCardOrder = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  smsBundleId: string = AUD_BUNDLES.aud100.id,
) => {
  const response = await send(app, 'POST', '/v1/sms-bundle-order', {
    cookie,
    payload: { businessId, smsBundleId, paymentMethod: 'card' },
  });
  if (response.statusCode !== 201)
    throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return body<{ smsBundleOrder: SmsBundleOrder }>(response).smsBundleOrder;
};

export const payByCard = (app: TestApp, cookie: string, payload: Record<string, unknown>) =>
  send(app, 'POST', '/card/pay', { cookie, payload });

export const cardPaymentOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<{ cardPayment: CardPayment }>(response).cardPayment;

export const postWebhook = (app: TestApp, rawBody: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/card/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: rawBody,
  });

export const cardPaymentRows = (database: OpenDatabase, transactionRef: string) =>
  database.db.select().from(cardPayments).where(eq(cardPayments.transactionRef, transactionRef));
