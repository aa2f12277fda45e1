import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../registry/bookingSite';
import { appointments, mpesaPayments } from '../../../server/db/schema';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { newCallbackToken } from '../../../server/payments/callback';
import { darajaProvider } from '../../../server/payments/daraja';
import { ProviderError } from '../../../server/payments/provider';
import {
  DARAJA_TEST_CREDENTIALS,
  DARAJA_TEST_INITIATOR,
  startDarajaServer,
  type DarajaServer,
} from '../../support/darajaServer';
import { setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { body, send } from '../support/http';
import { confirmedBooking, createSalon, type Salon } from './flowSupport';

// The deposit sweep runs every 50 ms here, as it does every 30 s on a server.
const context = setupPaymentsApp(() =>
  testPaymentsConfig({ simulatorDelayMs: 10, sweepIntervalMs: 50 }),
);
let salon: Salon;
let strict: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database);
  strict = await createSalon(context.app, context.database, { freeCancellationHours: 720 });
});

const rowOf = async (token: string) =>
  (
    await context.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.manageTokenHash, secretTokenHash(token)))
  )[0]!;

const paidBooking = async (on: Salon) => {
  const booked = await confirmedBooking(context.app, context.database, on);
  await waitFor(
    () => rowOf(booked.token),
    (row) => row.depositStatus === 'paid',
  );
  return booked;
};

/** A booking whose push the customer cancelled, its deposit now past its time. */
const overdueBooking = async () => {
  const booked = await confirmedBooking(
    context.app,
    context.database,
    salon,
    {},
    {
      mpesaPhone: '0700000001',
    },
  );
  await context.database.db
    .update(appointments)
    .set({ depositDueBy: new Date(Date.now() - 1000) })
    .where(eq(appointments.manageTokenHash, secretTokenHash(booked.token)));
  return booked;
};

const backOffice = (on: Salon, id: string, change: Record<string, unknown>) =>
  send(context.app, 'PUT', `/v1/appointment/${id}`, {
    cookie: on.owner.cookie,
    payload: { businessId: on.businessId, ...change },
  });

describe('the deposit sweep', () => {
  it('releases a booking whose deposit is unpaid past its time', async () => {
    const { token } = await overdueBooking();
    const released = await waitFor(
      () => rowOf(token),
      (row) => row.depositStatus === 'released',
    );
    expect(released).toMatchObject({ status: 'cancelled', cancelledBy: 'business' });
    expect(released.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      byUserId: null,
      cancelledBy: 'business',
    });
    const shown = await send(context.app, 'GET', `/v1/book/manage/${token}`);
    expect(body<{ booking: BookingDocument }>(shown).booking).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
  });

  it('records a payment arriving after the release, revives nothing and sends it back', async () => {
    const { token } = await overdueBooking();
    const released = await waitFor(
      () => rowOf(token),
      (row) => row.depositStatus === 'released',
    );
    // The customer answers a push after the release: Daraja's callback reports it paid.
    const callback = newCallbackToken();
    const checkoutRequestId = `ws_CO_${uuidv7()}`;
    await context.database.db.insert(mpesaPayments).values({
      businessId: released.businessId,
      id: uuidv7(),
      payableKind: 'deposit',
      transactionRef: released.id,
      amount: 500,
      phoneNumber: '+254711000222',
      provider: 'simulator',
      callbackTokenHash: callback.hash,
      checkoutRequestId,
    });
    const response = await context.app.inject({
      method: 'POST',
      url: `/mpesa/callback/${callback.token}`,
      payload: {
        Body: {
          stkCallback: {
            CheckoutRequestID: checkoutRequestId,
            ResultCode: 0,
            ResultDesc: 'The service request is processed successfully.',
            CallbackMetadata: {
              Item: [
                { Name: 'Amount', Value: 500 },
                { Name: 'MpesaReceiptNumber', Value: 'SLATE12345' },
                { Name: 'PhoneNumber', Value: 254711000222 },
              ],
            },
          },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const refunded = await waitFor(
      () => rowOf(token),
      (row) => row.depositStatus === 'refunded',
    );
    expect(refunded.status).toBe('cancelled');
    const [payment] = await context.database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.checkoutRequestId, checkoutRequestId));
    expect(payment).toMatchObject({ status: 'paid', receipt: 'SLATE12345' });
  });
});

describe('the back office keeps deposits honest', () => {
  it('keeps a paid deposit on a no-show', async () => {
    const { token } = await paidBooking(salon);
    const row = await rowOf(token);
    const response = await backOffice(salon, row.id, { status: 'no_show' });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(token)).depositStatus).toBe('kept');
  });

  it('refunds a paid deposit when the business cancels', async () => {
    const { token } = await paidBooking(salon);
    const row = await rowOf(token);
    const response = await backOffice(salon, row.id, { status: 'cancelled' });
    expect(response.statusCode).toBe(200);
    await waitFor(
      () => rowOf(token),
      (current) => current.depositStatus === 'refunded',
    );
  });

  it('keeps a paid deposit when the client cancels after the notice, refunds it before', async () => {
    const late = await paidBooking(strict);
    const lateRow = await rowOf(late.token);
    await backOffice(strict, lateRow.id, { status: 'cancelled', cancelledBy: 'client' });
    expect((await rowOf(late.token)).depositStatus).toBe('kept');

    const early = await paidBooking(salon);
    const earlyRow = await rowOf(early.token);
    await backOffice(salon, earlyRow.id, { status: 'cancelled', cancelledBy: 'client' });
    await waitFor(
      () => rowOf(early.token),
      (current) => current.depositStatus === 'refunded',
    );
  });

  it('releases a pending deposit with a cancelled appointment', async () => {
    const { token } = await confirmedBooking(
      context.app,
      context.database,
      salon,
      {},
      {
        mpesaPhone: '0700000001',
      },
    );
    const row = await rowOf(token);
    await backOffice(salon, row.id, { status: 'cancelled' });
    expect((await rowOf(token)).depositStatus).toBe('released');
  });
});

describe('the M-Pesa reversal with Daraja', () => {
  let daraja: DarajaServer;
  beforeAll(async () => {
    daraja = await startDarajaServer();
  });
  afterAll(async () => {
    await daraja.close();
  });

  const reversal = {
    receipt: 'NLJ7RT61SV',
    amount: 500,
    remarks: 'Deposit refund',
    resultUrl: 'https://salon.example/mpesa/reversal/result',
  };

  it('sends the reversal signed by the initiator and answers its conversation', async () => {
    const provider = darajaProvider({
      ...DARAJA_TEST_CREDENTIALS,
      baseUrl: daraja.url,
      initiator: DARAJA_TEST_INITIATOR,
    });
    const accepted = await provider.reverse(reversal);
    expect(accepted.conversationId).toBe(daraja.reversals.at(-1)!.conversationId);
    expect(daraja.reversals.at(-1)!.request).toMatchObject({
      CommandID: 'TransactionReversal',
      TransactionID: 'NLJ7RT61SV',
      Amount: 500,
      ReceiverParty: DARAJA_TEST_CREDENTIALS.shortcode,
      ResultURL: reversal.resultUrl,
    });
  });

  it('refuses without an initiator, and reports a refusal', async () => {
    const withoutInitiator = darajaProvider({ ...DARAJA_TEST_CREDENTIALS, baseUrl: daraja.url });
    await expect(withoutInitiator.reverse(reversal)).rejects.toBeInstanceOf(ProviderError);
    const wrongCredential = darajaProvider({
      ...DARAJA_TEST_CREDENTIALS,
      baseUrl: daraja.url,
      initiator: { name: 'testapi', securityCredential: 'wrong' },
    });
    await expect(wrongCredential.reverse(reversal)).rejects.toBeInstanceOf(ProviderError);
  });

  it('acknowledges the reversal result Daraja posts back', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/mpesa/reversal/result',
      payload: { Result: { ResultCode: 0, ConversationID: 'AG_1' } },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
  });
});
