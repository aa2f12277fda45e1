import {
  OSCU_CALLS,
  RESULT_CODES,
  type InitialiseData,
  type InitialiseRequest,
  type ItemRequest,
  type OscuReply,
  type SaleRequest,
  type SignedReceiptData,
  type StockMovementRequest,
} from './protocol';

/** Who speaks to the control unit after initialisation: the seller, its branch and the key KRA gave. */
export interface DeviceSession {
  tin: string;
  bhfId: string;
  cmcKey: string;
}

/** What initialisation gives back. */
export interface InitialisedDevice {
  controlUnitId: string;
  deviceNo: string;
  communicationKey: string;
}

/** KRA's online control unit, or the built-in simulator, behind one interface (docs/areas/etims.md). */
export interface ControlUnit {
  initialise(request: InitialiseRequest): Promise<InitialisedDevice>;
  registerItem(session: DeviceSession, item: ItemRequest): Promise<void>;
  /** A sale or a credit note (`rcptTyCd` S or R): the signed receipt data. */
  sendSale(session: DeviceSession, sale: SaleRequest): Promise<SignedReceiptData>;
  sendStockMovement(session: DeviceSession, movement: StockMovementRequest): Promise<void>;
  close(): Promise<void>;
}

/** The control unit answered and said no: KRA's result code and message. */
export class ControlUnitRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The control unit could not be reached, timed out or failed on its side: try again later. */
export class ControlUnitUnavailable extends Error {}

const headersOf = (session: DeviceSession | InitialiseRequest) => ({
  'content-type': 'application/json',
  tin: session.tin,
  bhfId: session.bhfId,
  ...('cmcKey' in session ? { cmcKey: session.cmcKey } : {}),
});

/**
 * The OSCU JSON client. A refusal is a reply with a result code other than 000; no reply, a
 * timeout, a 5xx or a body that is not the protocol's is "unavailable", so the invoice waits.
 */
export const httpControlUnit = (
  baseUrl: () => Promise<string>,
  timeoutMs: number,
  onClose: () => Promise<void> = async () => undefined,
): ControlUnit => {
  const call = async <Data>(
    name: string,
    session: DeviceSession | InitialiseRequest,
    body: unknown,
  ): Promise<Data | null> => {
    let response: Response;
    try {
      response = await fetch(`${(await baseUrl()).replace(/\/$/, '')}/${name}`, {
        method: 'POST',
        headers: headersOf(session),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ControlUnitUnavailable(`${name}: ${(error as Error).name}`);
    }
    if (response.status >= 500)
      throw new ControlUnitUnavailable(`${name}: HTTP ${response.status}`);
    const reply = (await response.json().catch(() => null)) as OscuReply<Data> | null;
    if (!reply || typeof reply.resultCd !== 'string')
      throw new ControlUnitUnavailable(`${name}: HTTP ${response.status} without a result`);
    if (reply.resultCd !== RESULT_CODES.success)
      throw new ControlUnitRefusal(reply.resultCd, String(reply.resultMsg ?? ''));
    return reply.data;
  };

  const required = <Data>(name: string, data: Data | null): Data => {
    if (!data) throw new ControlUnitUnavailable(`${name}: success without data`);
    return data;
  };

  return {
    async initialise(request) {
      const data = required(
        OSCU_CALLS.initialise,
        await call<InitialiseData>(OSCU_CALLS.initialise, request, request),
      );
      return {
        controlUnitId: data.info.sdcId,
        deviceNo: data.info.mrcNo,
        communicationKey: data.info.cmcKey,
      };
    },
    async registerItem(session, item) {
      await call(OSCU_CALLS.saveItem, session, item);
    },
    async sendSale(session, sale) {
      const data = required(
        OSCU_CALLS.saveSale,
        await call<SignedReceiptData>(OSCU_CALLS.saveSale, session, sale),
      );
      return { ...data, curRcptNo: Number(data.curRcptNo), totRcptNo: Number(data.totRcptNo) };
    },
    async sendStockMovement(session, movement) {
      await call(OSCU_CALLS.saveStockMovement, session, movement);
    },
    close: onClose,
  };
};
