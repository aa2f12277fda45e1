import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import type { ScheduledJob } from '../scheduler/jobs';
import { HttpError } from '../http/errors';
import { serveRoute } from '../tenancy/declaredRoutes';
import { ACCEPTED, receiveCallback } from './callback';
import type { PaymentsConfig } from './config';
import { registerCardRoutes } from './card/routes';
import { darajaProvider } from './daraja';
import { payablesOf, type Payable } from './payables';
import type { PaymentProvider } from './provider';
import { payPayableWithMpesa, payWithMpesa, type PublicPush } from './pay';
import {
  refundMpesaPayment,
  reversalResultOf,
  type RefundedPayable,
  type RefundOutcome,
} from './reverse';
import { paySchema } from './schemas';
import { simulatorProvider } from './simulator';
import { queryPendingPayments, sweepPendingPayments } from './sweeper';

/** The callback path of a callback URL, whatever prefix `PUBLIC_URL` gives it. */
const callbackPathOf = (url: string) =>
  new URL(url).pathname.replace(/^.*(?=\/mpesa\/callback\/)/, '');

const providerOf = (app: FastifyInstance, config: PaymentsConfig): PaymentProvider => {
  if (config.provider === 'daraja' && config.daraja) return darajaProvider(config.daraja);
  // The simulator answers through the app's own callback route, exactly as Daraja's callback arrives.
  return simulatorProvider(
    config.simulatorDelayMs,
    async (url, body) => {
      const response = await app.inject({
        method: 'POST',
        url: callbackPathOf(url),
        payload: body,
      });
      if (response.statusCode !== 200)
        throw new Error(`simulated callback answered ${response.statusCode}`);
    },
    (error) => app.log.error({ err: error }, 'simulated callback failed'),
  );
};

/**
 * M-Pesa and card payments (docs/areas/payments.md): `POST /mpesa/pay`, the provider's callback,
 * the card routes. Returns the scheduled sweeps that settle payments whose callback or webhook
 * never came, the query a payable's own routes use to ask the provider about its
 * pending payments, and the card checkout and refund other areas start themselves.
 */
export const registerPaymentRoutes = async (
  app: FastifyInstance,
  db: Database,
  payableList: Payable[],
  config: PaymentsConfig,
) => {
  const payables = payablesOf(payableList);
  const provider = providerOf(app, config);
  const pushing = { payables, provider, config };
  // 201 once the push was sent; 200 with the payment already waiting, and nothing sent.
  serveRoute(
    app,
    db,
    ROUTES.mpesaPay,
    { body: paySchema },
    async ({ user, body, request, reply }) => {
      const { payment, isNew } = await payWithMpesa(db, request, pushing, user.id, body);
      reply.status(isNew ? 201 : 200);
      return payment;
    },
  );

  // Daraja reads only that its callback was received: the token in the path is its proof.
  serveRoute(
    app,
    db,
    ROUTES.mpesaCallback,
    { options: { config: { crossSite: 'allowed' } } },
    async ({ params, request }) => {
      await receiveCallback(db, payables, app.log, params.token!, request.body);
      return ACCEPTED;
    },
  );

  const card = await registerCardRoutes(app, db, payables, config);

  serveRoute(
    app,
    db,
    ROUTES.mpesaReversalResult,
    { options: { config: { crossSite: 'allowed' } } },
    async ({ request }) => {
      // The request's own logger, so the line carries its reqId.
      request.log.info(reversalResultOf(request.body), 'M-Pesa reversal result');
      return ACCEPTED;
    },
  );

  const onError = (error: unknown) => app.log.error({ err: error }, 'payment sweep failed');
  app.addHook('onClose', async () => {
    await provider.close();
    await card.provider.close();
  });
  // M-Pesa pushes and card checkouts whose result never came, every `sweepIntervalMs`.
  const scheduledJobs: ScheduledJob[] = [
    {
      name: 'mpesa-sweep',
      intervalSeconds: config.sweepIntervalMs / 1000,
      run: async (jobDb) => {
        await sweepPendingPayments(jobDb, payables, provider, config.pendingTimeoutMs, onError);
      },
    },
    {
      name: 'card-sweep',
      intervalSeconds: config.sweepIntervalMs / 1000,
      run: async () => {
        await card.sweep(onError);
      },
    },
  ];
  return {
    /** The sweeps, run by the scheduler (docs/areas/scheduler.md). */
    scheduledJobs,
    startCardPayment: card.startCardPayment,
    refundCardPayment: card.refundCardPayment,
    queryPending: (payable: { businessId: string; transactionRef: string }) =>
      queryPendingPayments(db, payables, provider, payable, (error) =>
        app.log.warn({ err: error }, 'payment query failed'),
      ),
    /** A push for a payable whose right to pay the caller has proved without a session. */
    pushFor: (push: PublicPush) => payPayableWithMpesa(db, app.log, pushing, push),
    /** Sends back what paid a payable (a refunded deposit): its card payment, else its M-Pesa payment. */
    refund: async (payable: RefundedPayable): Promise<RefundOutcome> => {
      const paidByCard = await card.refundLeftOf(payable);
      if (paidByCard === undefined) return refundMpesaPayment(db, app.log, pushing, payable);
      try {
        const { paymentId } = await card.refundCardPayment({ ...payable, amountMinor: paidByCard });
        return { refunded: true, paymentId };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { refunded: false, reason: 'providerRefused' };
      }
    },
  };
};

type Payments = Awaited<ReturnType<typeof registerPaymentRoutes>>;
export type PendingPaymentQuery = Payments['queryPending'];
/** Opens a card checkout for a payable (a booking's deposit) and answers where to send the payer. */
export type StartCardPayment = Payments['startCardPayment'];
export type RefundCardPayment = Payments['refundCardPayment'];
/** What the payments area hands the areas that take payments without a session (the booking site). */
export type PaymentsHandle = Payments;
