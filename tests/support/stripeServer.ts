import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The key a test gives both this server and the app. */
export const STRIPE_TEST_KEY = 'sk_test_saluni';

type Form = Record<string, string>;

/** A Checkout Session as Stripe answers it, as far as the app reads it. */
export interface StripeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  payment_intent: string | null;
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  form: Form;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

const readForm = async (request: IncomingMessage): Promise<Form> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
};

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
};

/** Stripe's error shape. */
const error = (type: string, message: string, extra: Record<string, string> = {}) => ({
  error: { type, message, ...extra },
});

/** `Stripe-Signature` computed as Stripe documents it: HMAC-SHA256 of `${t}.${body}`. */
export const signStripeEvent = (payload: string, secret: string, timestamp = Date.now()) => {
  const t = Math.floor(timestamp / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
};

/**
 * A local server speaking the part of Stripe's API the app uses: form-encoded
 * `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`, `POST /v1/refunds`, Bearer
 * auth, Stripe's JSON objects and error shape. Tests move sessions on (paid, expired) and build
 * the events Stripe would send.
 */
export const startStripeServer = async () => {
  const sessions = new Map<string, StripeSession>();
  const refunds: { payment_intent: string; amount: number }[] = [];
  const requests: RecordedStripeRequest[] = [];
  let refuseNext: number | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const form = await readForm(request);
      requests.push({ method: request.method ?? '', path: url.pathname, form });
      if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`)
        return reply(response, 401, error('invalid_request_error', 'Invalid API Key provided'));
      if (refuseNext) {
        const status = refuseNext;
        refuseNext = undefined;
        return reply(
          response,
          status,
          error(status >= 500 ? 'api_error' : 'invalid_request_error', 'Refused'),
        );
      }
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const missing = ['mode', 'success_url', 'cancel_url'].find((name) => !form[name]);
        if (missing)
          return reply(
            response,
            400,
            error('invalid_request_error', `Missing required param: ${missing}.`, {
              param: missing,
            }),
          );
        const unitAmount = Number(form['line_items[0][price_data][unit_amount]']);
        const quantity = Number(form['line_items[0][quantity]']);
        if (!Number.isInteger(unitAmount) || unitAmount < 1 || !Number.isInteger(quantity))
          return reply(response, 400, error('invalid_request_error', 'Invalid integer'));
        const session: StripeSession = {
          id: id('cs'),
          object: 'checkout.session',
          mode: form.mode!,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: unitAmount * quantity,
          currency: form['line_items[0][price_data][currency]']!,
          client_reference_id: form.client_reference_id ?? null,
          payment_intent: null,
          url: '',
          success_url: form.success_url!,
          cancel_url: form.cancel_url!,
          expires_at: Number(form.expires_at),
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        sessions.set(session.id, session);
        return reply(response, 200, session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && sessionPath) {
        const session = sessions.get(sessionPath[1]!);
        if (!session)
          return reply(
            response,
            404,
            error('invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, {
              code: 'resource_missing',
            }),
          );
        return reply(response, 200, session);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const session = [...sessions.values()].find(
          (one) => one.payment_intent === form.payment_intent,
        );
        const amount = Number(form.amount);
        const refunded = refunds
          .filter((one) => one.payment_intent === form.payment_intent)
          .reduce((sum, one) => sum + one.amount, 0);
        if (!session)
          return reply(response, 404, error('invalid_request_error', 'No such payment_intent'));
        if (refunded + amount > session.amount_total)
          return reply(
            response,
            400,
            error('invalid_request_error', 'Refund amount is greater than unrefunded amount', {
              code: 'amount_too_large',
            }),
          );
        refunds.push({ payment_intent: form.payment_intent!, amount });
        return reply(response, 200, {
          id: id('re'),
          object: 'refund',
          amount,
          payment_intent: form.payment_intent,
          status: 'succeeded',
        });
      }
      reply(response, 404, error('invalid_request_error', 'Unrecognized request URL'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const session = (sessionId: string) => {
    const found = sessions.get(sessionId);
    if (!found) throw new Error(`no session ${sessionId}`);
    return found;
  };

  return {
    port,
    requests,
    refunds,
    sessions: () => [...sessions.values()],
    /** The next API call answers with this HTTP status (Stripe down, or refusing). */
    refuseNext: (status: number) => {
      refuseNext = status;
    },
    /** The card holder pays on the hosted page: the session completes with a PaymentIntent. */
    pay: (sessionId: string) =>
      Object.assign(session(sessionId), {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: id('pi'),
        url: null,
      }),
    expire: (sessionId: string) =>
      Object.assign(session(sessionId), { status: 'expired', url: null }),
    /** The event Stripe would post about a session, as raw JSON. */
    event: (type: string, object: object, eventId = id('evt')) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
