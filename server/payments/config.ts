/** Safaricom Daraja's credentials and address (README lists the variables). */
export interface DarajaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /**
   * The API operator who may reverse a payment, and its credential (the initiator's password
   * encrypted with Safaricom's certificate); without them a reversal is refused.
   */
  initiator?: { name: string; securityCredential: string };
}

/** The payments' settings from the environment (docs/areas/payments.md). */
export interface PaymentsConfig {
  provider: 'daraja' | 'simulator';
  /** Set when `provider` is daraja. */
  daraja?: DarajaConfig;
  /** How long the simulator waits before it answers a push through the callback. */
  simulatorDelayMs: number;
  /** A payment still pending after this long is queried, then expired. */
  pendingTimeoutMs: number;
  /** How often the sweeper looks for such payments. */
  sweepIntervalMs: number;
  /** The app's public address, where the provider sends callbacks. */
  publicUrl: string;
}

const DARAJA_VARIABLES = [
  'DARAJA_CONSUMER_KEY',
  'DARAJA_CONSUMER_SECRET',
  'DARAJA_SHORTCODE',
  'DARAJA_PASSKEY',
] as const;

const milliseconds = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
};

/** Reads the payments' settings; refuses to start with Daraja chosen and a credential missing. */
export const readPaymentsConfig = (env: NodeJS.ProcessEnv = process.env): PaymentsConfig => {
  const provider = env.MPESA_PROVIDER || 'simulator';
  if (provider !== 'daraja' && provider !== 'simulator')
    throw new Error('MPESA_PROVIDER must be daraja or simulator');
  const base = {
    provider,
    simulatorDelayMs: milliseconds(env.MPESA_SIMULATOR_DELAY_MS, 3_000),
    pendingTimeoutMs: milliseconds(env.MPESA_PENDING_TIMEOUT_SECONDS, 180) * 1000,
    sweepIntervalMs: milliseconds(env.MPESA_SWEEP_INTERVAL_MS, 30_000),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
  } as const;
  if (provider === 'simulator') return base;
  const missing = DARAJA_VARIABLES.filter((name) => !env[name]);
  if (missing.length) throw new Error(`MPESA_PROVIDER=daraja needs ${missing.join(', ')}`);
  return {
    ...base,
    daraja: {
      baseUrl: (env.DARAJA_BASE_URL || 'https://sandbox.safaricom.co.ke').replace(/\/+$/, ''),
      consumerKey: env.DARAJA_CONSUMER_KEY!,
      consumerSecret: env.DARAJA_CONSUMER_SECRET!,
      shortcode: env.DARAJA_SHORTCODE!,
      passkey: env.DARAJA_PASSKEY!,
      ...(env.DARAJA_INITIATOR_NAME &&
        env.DARAJA_SECURITY_CREDENTIAL && {
          initiator: {
            name: env.DARAJA_INITIATOR_NAME,
            securityCredential: env.DARAJA_SECURITY_CREDENTIAL,
          },
        }),
    },
  };
};
