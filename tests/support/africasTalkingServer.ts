import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AtRequest {
  apiKey: string | undefined;
  accept: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** What a number gets: its per-recipient status code (101 sent, 403 invalid number, 500 retry later). */
const STATUS_NAMES: Record<number, string> = {
  100: 'Processed',
  101: 'Success',
  102: 'UserInBlacklist',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/**
 * A local server speaking Africa's Talking's SMS API (`POST /version1/messaging`): it checks the
 * `apiKey` header and the form fields, records every request, and answers each number with the
 * status scripted for it (101 by default). The whole next request can be made to fail instead:
 * an HTTP 500, or the connection dropped without an answer.
 */
export const startAfricasTalkingServer = async ({
  username = 'sandbox',
  apiKey = 'test-key',
} = {}) => {
  const requests: AtRequest[] = [];
  const statusByNumber = new Map<string, number>();
  const failures: ('http500' | 'drop')[] = [];
  const server = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const headers = request.headers;
    requests.push({
      apiKey: headers.apikey as string | undefined,
      accept: headers.accept,
      contentType: headers['content-type'],
      form,
    });
    const failure = failures.shift();
    if (failure === 'drop') return request.socket.destroy();
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failure === 'http500') return reply(500, { error: 'Internal Server Error' });
    if (request.method !== 'POST' || request.url !== '/version1/messaging')
      return reply(404, { error: 'not found' });
    if (headers.apikey !== apiKey) return reply(401, 'The supplied authentication is invalid');
    if (form.username !== username || !form.to || !form.message)
      return reply(400, 'Missing required fields');
    const recipients = form.to.split(',').map((number) => {
      const statusCode = statusByNumber.get(number) ?? 101;
      const sent = statusCode <= 102;
      return {
        statusCode,
        number,
        status: STATUS_NAMES[statusCode] ?? 'Unknown',
        cost: sent ? 'KES 0.8000' : '0',
        messageId: sent ? `ATXid_${randomBytes(8).toString('hex')}` : 'None',
      };
    });
    const sentCount = recipients.filter((entry) => entry.statusCode <= 102).length;
    reply(201, {
      SMSMessageData: {
        Message: `Sent to ${sentCount}/${recipients.length} Total Cost: KES ${(0.8 * sentCount).toFixed(4)}`,
        Recipients: recipients,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    username,
    apiKey,
    requests,
    /** Scripts the per-recipient status code of a number for every later request. */
    answer: (number: string, statusCode: number) => statusByNumber.set(number, statusCode),
    /** Makes the next request fail as a whole. */
    failNext: (failure: 'http500' | 'drop') => failures.push(failure),
    /** The numbers of every request so far, in order. */
    sentNumbers: () => requests.flatMap((entry) => (entry.form.to ? entry.form.to.split(',') : [])),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
