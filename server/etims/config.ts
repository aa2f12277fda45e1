// STUB (etims helper): `ETIMS_URL` (KRA's OSCU; the built-in simulator when unset) and the key that encrypts communication keys.
export interface EtimsConfig {
  /** KRA's OSCU base address; null: the built-in simulator. */
  url: string | null;
}

export const readEtimsConfig = (env: NodeJS.ProcessEnv = process.env): EtimsConfig => ({
  url: env.ETIMS_URL || null,
});
