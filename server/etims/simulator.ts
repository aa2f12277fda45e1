import { createHmac } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OSCU_CALLS,
  RESULT_CODES,
  oscuDateTime,
  type InitialiseRequest,
  type OscuReply,
  type ItemRequest,
  type SaleRequest,
  type SignedReceiptData,
} from './protocol';

/** The simulator signs with its own fixed secret: its receipts prove nothing outside development. */
const SIMULATOR_SECRET = 'saluni-oscu-simulator';

interface SimulatedDevice {
  serial: string;
  cmcKey: string;
  /** Each registered item's code and the tax type it was registered (or last saved) with. */
  items: Map<string, string>;
  receipts: Map<number, SignedReceiptData>;
  lastReceiptNo: number;
}

const sign = (text: string, length: number) =>
  createHmac('sha256', SIMULATOR_SECRET)
    .update(text)
    .digest('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, length);

const TIN = /^[AP]\d{9}[A-Z]$/;
const BRANCH = /^\d{2}$/;
const TAX_TYPES = new Set(['A', 'B', 'C', 'D', 'E']);
const cents = (amount: number) => Math.round(amount * 100);

type Reply = { resultCd: string; resultMsg: string; data?: unknown };
const refuse = (resultCd: string, resultMsg: string): Reply => ({ resultCd, resultMsg });
const succeed = (data: unknown = null): Reply => ({
  resultCd: RESULT_CODES.success,
  resultMsg: 'It is succeeded',
  data,
});

/** Why KRA would refuse a sale's body, or null: its items known, its totals adding up. */
const saleProblem = (device: SimulatedDevice, sale: SaleRequest): string | null => {
  if (!Number.isInteger(sale.invcNo) || sale.invcNo < 1) return 'invcNo';
  if (sale.rcptTyCd !== 'S' && sale.rcptTyCd !== 'R') return 'rcptTyCd';
  if (sale.rcptTyCd === 'R' && !device.receipts.has(sale.orgInvcNo)) return 'orgInvcNo';
  if (!Array.isArray(sale.itemList) || sale.itemList.length !== sale.totItemCnt)
    return 'totItemCnt';
  for (const item of sale.itemList) {
    const registeredAs = device.items.get(item.itemCd);
    if (!registeredAs) return `itemCd ${item.itemCd} is not registered`;
    if (!TAX_TYPES.has(item.taxTyCd)) return 'taxTyCd';
    if (registeredAs !== item.taxTyCd)
      return `itemCd ${item.itemCd} is registered with tax type ${registeredAs}`;
  }
  const itemsTotal = sale.itemList.reduce((sum, item) => sum + cents(item.totAmt), 0);
  const bandsTotal = [...TAX_TYPES].reduce(
    (sum, band) => sum + cents(Number(sale[`taxblAmt${band}` as keyof SaleRequest] ?? 0)),
    0,
  );
  if (itemsTotal !== cents(sale.totAmt) || bandsTotal !== cents(sale.totTaxblAmt)) return 'totAmt';
  return null;
};

/**
 * The built-in OSCU (docs/areas/etims.md): KRA's protocol over HTTP on 127.0.0.1, kept in memory.
 * It initialises any well-formed PIN, branch and serial (the same key again for the same three),
 * wants items registered (with the tax type they are sold under) before they are sold, signs each receipt with an HMAC over the invoice,
 * and answers an invoice number it has signed with the same receipt, never a second one.
 */
export const simulatedControlUnit = () => {
  const devices = new Map<string, SimulatedDevice>();

  const deviceOf = (headers: IncomingHttpHeaders): SimulatedDevice | Reply => {
    const { tin, bhfid, cmckey } = headers;
    if (typeof tin !== 'string' || typeof bhfid !== 'string' || typeof cmckey !== 'string')
      return refuse(RESULT_CODES.noHeader, 'There is no Header information');
    const device = devices.get(`${tin}/${bhfid}`);
    return device && device.cmcKey === cmckey
      ? device
      : refuse(RESULT_CODES.invalidDevice, 'It is not valid device');
  };

  const calls: Record<string, (headers: IncomingHttpHeaders, body: never) => Reply> = {
    [OSCU_CALLS.initialise]: (_request, body: InitialiseRequest) => {
      if (!TIN.test(body.tin ?? '') || !BRANCH.test(body.bhfId ?? '') || !body.dvcSrlNo)
        return refuse(RESULT_CODES.parameterError, 'Request parameter error');
      const key = `${body.tin}/${body.bhfId}`;
      const cmcKey = sign(`${key}/${body.dvcSrlNo}`, 32);
      const known = devices.get(key);
      if (!known || known.serial !== body.dvcSrlNo)
        devices.set(key, {
          serial: body.dvcSrlNo,
          cmcKey,
          items: new Map(),
          receipts: new Map(),
          lastReceiptNo: 0,
        });
      return succeed({
        info: {
          tin: body.tin,
          bhfId: body.bhfId,
          dvcId: body.dvcSrlNo,
          sdcId: `KRACU${sign(key, 9)}`,
          mrcNo: `SIM${sign(body.dvcSrlNo, 8)}`,
          cmcKey,
        },
      });
    },
    [OSCU_CALLS.saveItem]: (headers, body: ItemRequest) => {
      const device = deviceOf(headers);
      if ('resultCd' in device) return device;
      if (!body.itemCd || !/^\d{8,10}$/.test(body.itemClsCd ?? '') || !TAX_TYPES.has(body.taxTyCd))
        return refuse(RESULT_CODES.parameterError, 'Request parameter error');
      // saveItem inserts or updates: saving a code again changes its tax type.
      device.items.set(body.itemCd, body.taxTyCd);
      return succeed();
    },
    [OSCU_CALLS.saveSale]: (headers, body: SaleRequest) => {
      const device = deviceOf(headers);
      if ('resultCd' in device) return device;
      const signed = device.receipts.get(body.invcNo);
      if (signed) return succeed(signed);
      const problem = saleProblem(device, body);
      if (problem)
        return refuse(RESULT_CODES.parameterError, `Request parameter error: ${problem}`);
      device.lastReceiptNo += 1;
      const invoice = JSON.stringify(body);
      const receipt: SignedReceiptData = {
        curRcptNo: device.lastReceiptNo,
        totRcptNo: device.lastReceiptNo,
        intrlData: sign(`internal/${invoice}`, 26),
        rcptSign: sign(`receipt/${invoice}`, 16),
        sdcDateTime: oscuDateTime(new Date(), 'Africa/Nairobi'),
      };
      device.receipts.set(body.invcNo, receipt);
      return succeed(receipt);
    },
    [OSCU_CALLS.saveStockMovement]: (headers) => {
      const device = deviceOf(headers);
      return 'resultCd' in device ? device : succeed();
    },
  };

  /** The reply to one call: `name` the path's last part, `body` the parsed JSON. */
  return (name: string, headers: IncomingHttpHeaders, body: unknown): OscuReply<unknown> => {
    const call = calls[name];
    let reply: Reply;
    try {
      reply = call
        ? call(headers, body as never)
        : refuse('912', 'There is a request Method error');
    } catch {
      reply = refuse('911', 'There is no request full text');
    }
    return { resultDt: oscuDateTime(new Date(), 'Africa/Nairobi'), data: null, ...reply };
  };
};

/** One call's path name and parsed body (null when not JSON). */
export const readOscuCall = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  const parse = () => {
    try {
      return JSON.parse(text || 'null') as unknown;
    } catch {
      return null;
    }
  };
  const body = parse();
  return { name: (request.url ?? '').split('?')[0]!.split('/').pop() ?? '', body };
};

export const replyJson = (response: ServerResponse, status: number, reply: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply));
};

const simulatorHandler = () => {
  const answer = simulatedControlUnit();
  return async (request: IncomingMessage, response: ServerResponse) => {
    const { name, body } = await readOscuCall(request);
    replyJson(response, 200, answer(name, request.headers, body));
  };
};

/** The simulator's server, started on its first call and closed with the app. */
export const lazySimulator = () => {
  let started: Promise<{ server: Server; url: string }> | undefined;
  return {
    url: async () => {
      started ??= new Promise((resolve, reject) => {
        const server = createServer(simulatorHandler());
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () =>
          resolve({
            server,
            url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          }),
        );
      });
      return (await started).url;
    },
    close: async () => {
      if (!started) return;
      const { server } = await started;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
