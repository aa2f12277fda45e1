import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  readOscuCall,
  replyJson,
  simulatedControlUnit,
  type SaleRequest,
} from '../../server/etims';

/** One call as it reached the server. */
export interface OscuCall {
  name: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local server speaking KRA's OSCU protocol (the simulator's answers), with switches: `down`
 * ('refused': nothing listens on the port; 'unavailable': 503), `refuseSales` (every sale is
 * answered with that result code), `failStock` (stock movements fail) and the record of every call it answered, to count invoices by `invcNo`.
 */
export const startOscuServer = async () => {
  const answer = simulatedControlUnit();
  const calls: OscuCall[] = [];
  const state: {
    down: false | 'refused' | 'unavailable';
    refuseSales: { code: string; message: string } | null;
    failStock: boolean;
  } = { down: false, refuseSales: null, failStock: false };

  const server = createServer(async (request, response) => {
    const { name, body } = await readOscuCall(request);
    if (state.down === 'unavailable')
      return replyJson(response, 503, { message: 'Service Unavailable' });
    calls.push({ name, headers: request.headers, body });
    if (name === 'saveTrnsSalesOsdc' && state.refuseSales)
      return replyJson(response, 200, {
        resultCd: state.refuseSales.code,
        resultMsg: state.refuseSales.message,
        resultDt: '20261128120000',
        data: null,
      });
    if (name === 'insertStockIO' && state.failStock)
      return replyJson(response, 500, { message: 'Internal Server Error' });
    replyJson(response, 200, answer(name, request.headers, body));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  const sales = () =>
    calls
      .filter((call) => call.name === 'saveTrnsSalesOsdc')
      .map((call) => call.body as SaleRequest);
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sales,
    /** How many times an invoice number was sent and answered. */
    received: (invoiceNo: number) => sales().filter((sale) => sale.invcNo === invoiceNo).length,
    /** Connections refused (nothing listening), 503s, or back up on the same port. */
    async setDown(down: false | 'refused' | 'unavailable') {
      if (state.down === 'refused' && down !== 'refused') await listen(port);
      if (down === 'refused' && state.down !== 'refused') await stop();
      state.down = down;
    },
    refuseSales(refusal: { code: string; message: string } | null) {
      state.refuseSales = refusal;
    },
    /** Stock movements answered with a 500 while on; every other call as usual. */
    failStock(fail: boolean) {
      state.failStock = fail;
    },
    close: async () => {
      if (state.down !== 'refused') await stop();
    },
  };
};

export type OscuServer = Awaited<ReturnType<typeof startOscuServer>>;
