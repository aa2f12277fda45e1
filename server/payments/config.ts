import { randomBytes } from 'node:crypto';

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

/** Stripe's API key and, for tests against a local server speaking its protocol, its address. */
export interface StripeConfig {
  secretKey: string;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Card payments' settings (docs/areas/payments.md, "Card payments"). */
export interface CardConfig {
  provider: 'stripe' | 'simulator';
  /** Set when `provider` is stripe. */
  stripe?: StripeConfig;
  /** Stripe's webhook signing secret; the simulator signs its webhooks with it the same way. */
  webhookSecret: string;
  /** A checkout still pending after this long is asked about at the provider by the sweeper. */
  pendingTimeoutMs: number;
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
  card: CardConfig;
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

/**
 * Card payments' settings: the simulator unless CARD_PROVIDER=stripe, which needs its key and
 * webhook secret. Without a secret the simulator signs with a random one of this process.
 */
export const readCardConfig = (env: NodeJS.ProcessEnv = process.env): CardConfig => {
  const provider = env.CARD_PROVIDER || 'simulator';
  if (provider !== 'stripe' && provider !== 'simulator')
    throw new Error('CARD_PROVIDER must be stripe or simulator');
  const pendingTimeoutMs = milliseconds(env.CARD_PENDING_TIMEOUT_SECONDS, 3_600) * 1000;
  if (provider === 'simulator')
    return {
      provider,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || `whsec_${randomBytes(24).toString('hex')}`,
      pendingTimeoutMs,
    };
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`CARD_PROVIDER=stripe needs ${missing.join(', ')}`);
  const protocol = env.STRIPE_API_PROTOCOL;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https')
    throw new Error('STRIPE_API_PROTOCOL must be http or https');
  return {
    provider,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    pendingTimeoutMs,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY!,
      ...(env.STRIPE_API_HOST && { host: env.STRIPE_API_HOST }),
      ...(env.STRIPE_API_PORT && { port: Number(env.STRIPE_API_PORT) }),
      ...(protocol && { protocol }),
    },
  };
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
    card: readCardConfig(env),
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
