import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ROUTES } from '../../../registry/routes';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { serveRoute } from '../../tenancy/declaredRoutes';
import type { PaymentsConfig } from '../config';
import type { Payable, Payables } from '../payables';
import { payableTheCallerMayPay } from '../payableAccess';
import { cardPaySchema, returnUrlOf } from './pay';
import {
  CARD_PAYABLE_KINDS,
  cardRefundLeft,
  notAwaitingPayment,
  refundCheckout,
  startCheckout,
  type CardDependencies,
} from './payments';
import { WebhookSignatureError, type CardProvider } from './provider';
import { settleCardEvent } from './settle';
import { simulatorCardProvider, type CardSimulator } from './simulator';
import { simulatorPageHtml } from './simulatorPage';
import { stripeProvider } from './stripe';
import { sweepCardPayments } from './sweep';

/** Stripe's events are small; a body past this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const actionSchema = yup.object({
  action: yup
    .string()
    .required('saluni.validation.invalidQuery')
    .oneOf(['pay', 'decline'] as const, 'saluni.validation.invalidQuery'),
});

/** The card provider the configuration names; the simulator delivers through the app's own webhook route. */
const providerOf = (
  app: FastifyInstance,
  config: PaymentsConfig,
): { provider: CardProvider; simulator?: CardSimulator } => {
  const { card } = config;
  if (card.provider === 'stripe' && card.stripe)
    return { provider: stripeProvider(card.stripe, card.webhookSecret) };
  const simulator = simulatorCardProvider(card.webhookSecret, async (rawBody, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: ROUTES.cardWebhook.path,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: rawBody,
    });
    if (response.statusCode !== 200)
      throw new Error(`simulated webhook answered ${response.statusCode}`);
  });
  return { provider: simulator.provider, simulator };
};

/**
 * Card payments (docs/areas/payments.md, "Card payments"): `POST /card/pay`, the provider's
 * webhook, the simulator's page. Returns what the payments area offers other areas (a booking's
 * deposit): opening a checkout for a payable, refunding its card payment, and the sweep.
 */
export const registerCardRoutes = async (
  app: FastifyInstance,
  db: Database,
  payables: Payables,
  config: PaymentsConfig,
) => {
  const { provider, simulator } = providerOf(app, config);
  const card: CardDependencies = { db, payables, provider, log: app.log };

  serveRoute(app, db, ROUTES.cardPay, { body: cardPaySchema }, async ({ user, body, request }) => {
    const cardPayables = CARD_PAYABLE_KINDS.flatMap((kind) => payables.get(kind) ?? []);
    const { payable, due } = await payableTheCallerMayPay(db, request, cardPayables, body);
    const businessId = due.businessId;
    const returnUrl = returnUrlOf(request, config.publicUrl, body.returnPath);
    const started = await startCheckout(card, {
      payable,
      businessId,
      transactionRef: body.transactionRef,
      successUrl: returnUrl,
      cancelUrl: returnUrl,
      createdBy: user.id,
    });
    return { _id: started.paymentId, status: started.status, checkoutUrl: started.checkoutUrl };
  });

  // Only these routes read their bodies raw: the webhook's signature is over the exact bytes.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    serveRoute(
      scope,
      db,
      ROUTES.cardWebhook,
      { options: { config: { crossSite: 'allowed' } } },
      async ({ request }) => {
        const signature = request.headers['stripe-signature'];
        if (typeof request.body !== 'string') throw badRequest('saluni.validation.bodyNotObject');
        try {
          const event = provider.parseWebhook(
            request.body,
            typeof signature === 'string' ? signature : undefined,
          );
          await settleCardEvent(db, payables, app.log, event);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw badRequest('saluni.cardPayments.validation.badSignature');
          throw error;
        }
        return { received: true };
      },
    );

    serveRoute(scope, db, ROUTES.cardSimulatorPage, {}, async ({ params, request, reply }) => {
      const checkout = simulator?.checkout(params.ref!);
      if (!checkout) throw notFound();
      reply.type('text/html; charset=utf-8').send(simulatorPageHtml(checkout, request.language));
    });

    serveRoute(
      scope,
      db,
      ROUTES.cardSimulatorAct,
      { body: actionSchema },
      async ({ params, body, request, reply }) => {
        const checkout = simulator?.checkout(params.ref!);
        if (!simulator || !checkout) throw notFound();
        const next = await simulator.act(params.ref!, body.action);
        if (next) return reply.redirect(next, 303);
        // Pressed again (the back button): the page says the checkout is closed.
        reply
          .status(409)
          .type('text/html; charset=utf-8')
          .send(simulatorPageHtml(checkout, request.language));
      },
    );
  });

  return {
    provider,
    /**
     * Opens a hosted checkout for a payable the caller has already proved the right to pay (a
     * booking's deposit): no session is checked here.
     */
    startCardPayment: async (input: {
      payableKind: Payable['kind'];
      transactionRef: string;
      successUrl: string;
      cancelUrl: string;
      createdBy?: string;
    }) => {
      const payable = CARD_PAYABLE_KINDS.includes(input.payableKind)
        ? payables.get(input.payableKind)
        : undefined;
      const due = payable && (await payable.find(db, input.transactionRef));
      if (!payable || !due) throw notAwaitingPayment();
      return startCheckout(card, { ...input, payable, businessId: due.businessId });
    },
    /** Gives back part or all of a payable's paid card payment (a deposit refunded on cancelling). */
    refundCardPayment: (input: {
      businessId: string;
      transactionRef: string;
      amountMinor: number;
    }) => refundCheckout(card, input),
    refundLeftOf: (payable: {
      kind: Payable['kind'];
      businessId: string;
      transactionRef: string;
    }) => cardRefundLeft(db, payable),
    sweep: (onError: (error: unknown) => void) =>
      sweepCardPayments(card, config.card.pendingTimeoutMs, onError),
  };
};
