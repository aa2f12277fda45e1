import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the server took, as the Cloud API's JSON names it. */
export interface WhatsAppRequest {
  to: string;
  type: 'template' | 'text';
  template?: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { type: string; text: string }[] }[];
  };
  text?: { body: string };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/** Whether a body is a message the Cloud API would take: its product, a number, and a template or a text. */
const isMessage = (body: Record<string, unknown>): boolean => {
  if (body.messaging_product !== 'whatsapp' || typeof body.to !== 'string') return false;
  if (!/^\d{8,15}$/.test(body.to)) return false;
  if (body.type === 'text')
    return typeof (body.text as { body?: unknown } | undefined)?.body === 'string';
  if (body.type !== 'template') return false;
  const template = body.template as WhatsAppRequest['template'] | undefined;
  return (
    typeof template?.name === 'string' &&
    typeof template.language?.code === 'string' &&
    Array.isArray(template.components)
  );
};

/**
 * A local server speaking the WhatsApp Business Cloud API's send call
 * (`POST /{version}/{phoneNumberId}/messages`): it checks the bearer token and the JSON's shape,
 * records each message, and answers `{ messages: [{ id }] }`, or the error scripted for the next
 * request (`{ error: { code, message } }` with its HTTP status).
 */
export const startWhatsAppServer = async ({
  token = 'whatsapp-test-token',
  phoneNumberId = '1234567890',
  version = 'v21.0',
} = {}) => {
  const messages: (WhatsAppRequest & { id: string })[] = [];
  const errors: { status: number; code: number; message: string }[] = [];
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      reply(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'test' } });
    if (request.method !== 'POST' || request.url !== `/${version}/${phoneNumberId}/messages`)
      return error(404, 803, 'Unknown path');
    if (request.headers.authorization !== `Bearer ${token}`)
      return error(401, 190, 'Invalid OAuth access token');
    if (!request.headers['content-type']?.startsWith('application/json'))
      return error(400, 100, 'Invalid parameter');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return error(400, 100, 'Invalid parameter');
    }
    if (!isMessage(body)) return error(400, 100, 'Invalid parameter');
    const scripted = errors.shift();
    if (scripted) return error(scripted.status, scripted.code, scripted.message);
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    messages.push({ ...(body as unknown as WhatsAppRequest), id });
    reply(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    version,
    messages,
    /** The next request is answered with this error (131026 undeliverable, 132001 no template...). */
    failNext: (status: number, code: number, message: string) =>
      errors.push({ status, code, message }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
