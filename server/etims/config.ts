import { createHash } from 'node:crypto';

/** eTIMS' settings from the environment (README, docs/areas/etims.md). */
export interface EtimsConfig {
  /** KRA's OSCU base address (`ETIMS_URL`); null: the built-in simulator. */
  url: string | null;
  /** The secret the communication keys are encrypted with (`ETIMS_KEY_SECRET`). */
  keySecret: string;
  /** How long one call to the control unit may take before it counts as unreachable. */
  timeoutMs: number;
  /**
   * Where a receipt's QR code sends the client to check it: KRA's sandbox for its sandbox API
   * (and the simulator, whose receipts KRA does not know), production otherwise.
   */
  receiptCheckBase: string;
}

const RECEIPT_CHECK = '/common/link/etims/receipt/indexEtimsReceiptData?Data=';
export const PRODUCTION_RECEIPT_CHECK = `https://etims.kra.go.ke${RECEIPT_CHECK}`;
export const SANDBOX_RECEIPT_CHECK = `https://etims-sbx.kra.go.ke${RECEIPT_CHECK}`;

/** KRA's sandbox API lives on `etims-api-sbx.kra.go.ke`; any other address is taken as production. */
const isSandbox = (url: string) => /-sbx\./.test(url);

/**
 * Without `ETIMS_KEY_SECRET` the keys are encrypted under a secret derived from this fixed text:
 * enough for development and the simulator, never for KRA (production sets its own).
 */
export const DEVELOPMENT_KEY_SECRET = createHash('sha256')
  .update('saluni-etims-development-key')
  .digest('hex');

const DEFAULT_TIMEOUT_MS = 15_000;

export const readEtimsConfig = (env: NodeJS.ProcessEnv = process.env): EtimsConfig => {
  const timeout = Number(env.ETIMS_TIMEOUT_MS);
  const url = env.ETIMS_URL || null;
  return {
    url,
    receiptCheckBase: url && !isSandbox(url) ? PRODUCTION_RECEIPT_CHECK : SANDBOX_RECEIPT_CHECK,
    keySecret: env.ETIMS_KEY_SECRET || DEVELOPMENT_KEY_SECRET,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
};
