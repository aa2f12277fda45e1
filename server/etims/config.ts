import { createHash } from 'node:crypto';

/** eTIMS' settings from the environment (README, docs/areas/etims.md). */
export interface EtimsConfig {
  /** KRA's OSCU base address (`ETIMS_URL`); null: the built-in simulator. */
  url: string | null;
  /** The secret the communication keys are encrypted with (`ETIMS_KEY_SECRET`). */
  keySecret: string;
  /** How long one call to the control unit may take before it counts as unreachable. */
  timeoutMs: number;
}

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
  return {
    url: env.ETIMS_URL || null,
    keySecret: env.ETIMS_KEY_SECRET || DEVELOPMENT_KEY_SECRET,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
};
