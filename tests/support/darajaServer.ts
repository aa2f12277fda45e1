import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The credentials a test gives both this server and the app. */
export const DARAJA_TEST_CREDENTIALS = {
  consumerKey: 'test-consumer-key',
  consumerSecret: 'test-consumer-secret',
  shortcode: '174379',
  passkey: 'test-passkey-bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

/** The API operator allowed to reverse payments, as the app is given it. */
export const DARAJA_TEST_INITIATOR = {
  name: 'testapi',
  securityCredential: 'c2VjdXJpdHktY3JlZGVudGlhbA==',
};

/** One reversal the server accepted. */
export interface RecordedReversal {
  request: Record<string, unknown>;
  conversationId: string;
}

/** One request as it reached the server. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** One push the server accepted, and the result it will report when asked. */
export interface RecordedPush {
  request: Record<string, unknown>;
  merchantRequestId: string;
  checkoutRequestId: string;
  callbackUrl: string;
  result?: { resultCode: number; resultDescription: string };
}

const PHONE = /^254[71]\d{8}$/;
const TIMESTAMP = /^\d{14}$/;

/** Nairobi's wall clock as `YYYYMMDDHHmmss`, computed independently of the app (UTC+3, no daylight saving). */
const nairobiNow = (offsetMs = 0) =>
  new Date(Date.now() + 3 * 3600_000 + offsetMs).toISOString().replace(/\D/g, '').slice(0, 14);

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown> | undefined> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!chunks.length) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const reply = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const badRequest = (response: ServerResponse, what: string) =>
  reply(response, 400, {
    requestId: randomUUID(),
    errorCode: '400.002.02',
    errorMessage: `Bad Request - Invalid ${what}`,
  });

/**
 * A local server speaking Safaricom Daraja's M-Pesa Express protocol, strict where Daraja is:
 * Basic auth for the token, a live Bearer token, the Password of shortcode + passkey +
 * Timestamp (Nairobi time, within five minutes), `2547…`/`2541…` phones, AccountReference at
 * most 12 and TransactionDesc at most 13 characters. It records every request and push, and
 * delivers callbacks to the push's CallBackURL over HTTP as Daraja does.
 */
export const startDarajaServer = async (options: { tokenSeconds?: number } = {}) => {
  const credentials = DARAJA_TEST_CREDENTIALS;
  const requests: RecordedRequest[] = [];
  const pushes: RecordedPush[] = [];
  const reversals: RecordedReversal[] = [];
  const tokens = new Map<string, number>();

  const passwordValid = (body: Record<string, unknown>) => {
    const timestamp = String(body.Timestamp ?? '');
    if (
      !TIMESTAMP.test(timestamp) ||
      timestamp < nairobiNow(-300_000) ||
      timestamp > nairobiNow(300_000)
    )
      return false;
    const expected = Buffer.from(
      `${credentials.shortcode}${credentials.passkey}${timestamp}`,
    ).toString('base64');
    return body.BusinessShortCode === credentials.shortcode && body.Password === expected;
  };

  const bearerValid = (request: IncomingMessage) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return Boolean(token && (tokens.get(token) ?? 0) > Date.now());
  };

  /** Daraja's Reversal API: the initiator, its credential, the receipt, and where to post the result. */
  const reverse = (body: Record<string, unknown>, response: ServerResponse) => {
    if (
      body.Initiator !== DARAJA_TEST_INITIATOR.name ||
      body.SecurityCredential !== DARAJA_TEST_INITIATOR.securityCredential
    )
      return badRequest(response, 'Initiator');
    if (body.CommandID !== 'TransactionReversal') return badRequest(response, 'CommandID');
    if (!/^[A-Z0-9]{10}$/.test(String(body.TransactionID)))
      return badRequest(response, 'TransactionID');
    if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1)
      return badRequest(response, 'Amount');
    if (body.ReceiverParty !== credentials.shortcode || body.RecieverIdentifierType !== '11')
      return badRequest(response, 'ReceiverParty');
    for (const url of [body.ResultURL, body.QueueTimeOutURL])
      if (!/^https?:\/\//.test(String(url))) return badRequest(response, 'ResultURL');
    const remarks = String(body.Remarks ?? '');
    if (!remarks || remarks.length > 100) return badRequest(response, 'Remarks');
    const reversal = { request: body, conversationId: `AG_${randomUUID()}` };
    reversals.push(reversal);
    return reply(response, 200, {
      OriginatorConversationID: randomUUID(),
      ConversationID: reversal.conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://daraja.local');
    const body = await readBody(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      body,
    });

    if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const basic = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;
      if (
        url.searchParams.get('grant_type') !== 'client_credentials' ||
        request.headers.authorization !== basic
      ) {
        return reply(response, 400, {
          errorCode: '400.008.01',
          errorMessage: 'Invalid Authentication passed',
        });
      }
      const token = randomUUID().replace(/-/g, '');
      const seconds = options.tokenSeconds ?? 3599;
      tokens.set(token, Date.now() + seconds * 1000);
      return reply(response, 200, { access_token: token, expires_in: String(seconds) });
    }
    if (request.method !== 'POST') return reply(response, 404, { errorMessage: 'Not found' });
    if (!bearerValid(request))
      return reply(response, 401, {
        errorCode: '404.001.03',
        errorMessage: 'Invalid Access Token',
      });
    if (!body) return badRequest(response, 'JSON');
    // The Reversal API is signed by the initiator's credential, not the shortcode's password.
    if (url.pathname === '/mpesa/reversal/v1/request') return reverse(body, response);
    if (!passwordValid(body)) return badRequest(response, 'Password or Timestamp');

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      if (body.TransactionType !== 'CustomerPayBillOnline')
        return badRequest(response, 'TransactionType');
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1)
        return badRequest(response, 'Amount');
      if (!PHONE.test(String(body.PartyA)) || body.PhoneNumber !== body.PartyA)
        return badRequest(response, 'PhoneNumber');
      if (body.PartyB !== credentials.shortcode) return badRequest(response, 'PartyB');
      if (!/^https?:\/\//.test(String(body.CallBackURL)))
        return badRequest(response, 'CallBackURL');
      const reference = String(body.AccountReference ?? '');
      const description = String(body.TransactionDesc ?? '');
      if (!reference || reference.length > 12) return badRequest(response, 'AccountReference');
      if (!description || description.length > 13) return badRequest(response, 'TransactionDesc');
      const push: RecordedPush = {
        request: body,
        merchantRequestId: `29115-${randomUUID()}`,
        checkoutRequestId: `ws_CO_${randomUUID()}`,
        callbackUrl: String(body.CallBackURL),
      };
      pushes.push(push);
      return reply(response, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      const push = pushes.find(
        (candidate) => candidate.checkoutRequestId === body.CheckoutRequestID,
      );
      if (!push) return badRequest(response, 'CheckoutRequestID');
      if (!push.result)
        return reply(response, 500, {
          requestId: randomUUID(),
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        });
      return reply(response, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.result.resultCode),
        ResultDesc: push.result.resultDescription,
      });
    }
    return reply(response, 404, { errorMessage: 'Not found' });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() =>
      reply(response, 500, { errorMessage: 'test server failure' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** The callback body Daraja posts for a push that ended with `resultCode` (and paid `amount`, when 0). */
  const callbackBody = (
    push: RecordedPush,
    resultCode: number,
    overrides: { amount?: number; receipt?: string; checkoutRequestId?: string } = {},
  ) => ({
    Body: {
      stkCallback: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: overrides.checkoutRequestId ?? push.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc:
          resultCode === 0
            ? 'The service request is processed successfully.'
            : resultCode === 1032
              ? 'Request cancelled by user'
              : 'Failed',
        ...(resultCode === 0 && {
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: overrides.amount ?? push.request.Amount },
              { Name: 'MpesaReceiptNumber', Value: overrides.receipt ?? 'NLJ7RT61SV' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: Number(push.request.PhoneNumber) },
            ],
          },
        }),
      },
    },
  });

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pushes,
    reversals,
    /** What the STK query reports for a push from now on. */
    setResult(
      push: RecordedPush,
      resultCode: number,
      resultDescription = resultCode === 0
        ? 'The service request is processed successfully.'
        : 'Failed',
    ) {
      push.result = { resultCode, resultDescription };
    },
    callbackBody,
    /** Posts a callback to the push's CallBackURL, as Daraja does; returns the status and JSON reply. */
    async deliverCallback(
      push: RecordedPush,
      resultCode: number,
      overrides: Parameters<typeof callbackBody>[2] = {},
    ) {
      const response = await fetch(push.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callbackBody(push, resultCode, overrides)),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type DarajaServer = Awaited<ReturnType<typeof startDarajaServer>>;
