/** What the eTIMS area offers: KRA's online control unit behind our own interface (docs/areas/etims.md). */
import type { EtimsConfig } from './config';
import { httpControlUnit, type ControlUnit } from './controlUnit';
import { lazySimulator } from './simulator';

export {
  PRODUCTION_RECEIPT_CHECK,
  readEtimsConfig,
  SANDBOX_RECEIPT_CHECK,
  type EtimsConfig,
} from './config';
export {
  ControlUnitRefusal,
  ControlUnitUnavailable,
  type ControlUnit,
  type DeviceSession,
  type InitialisedDevice,
} from './controlUnit';
export * from './protocol';
export { openSecret, sealSecret } from './secretBox';
export { readOscuCall, replyJson, simulatedControlUnit } from './simulator';

/** KRA's OSCU at `ETIMS_URL`, or the built-in simulator, started on first use, when unset. */
export const openControlUnit = (config: EtimsConfig): ControlUnit => {
  if (config.url) {
    const url = config.url;
    return httpControlUnit(async () => url, config.timeoutMs);
  }
  const simulator = lazySimulator();
  return httpControlUnit(simulator.url, config.timeoutMs, simulator.close);
};
