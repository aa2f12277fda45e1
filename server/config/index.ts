import path from 'node:path';

const positiveNumber = (value: string | undefined) => {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** Everything the server reads from the environment, with its default. See README. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env) => ({
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(env.DATA_DIR ?? './data'),
  /** Where e-mail goes without `SMTP_URL`: the data folder's `mail`. */
  mailDir: path.resolve(env.DATA_DIR ?? './data', 'mail'),
  databaseUrl: env.DATABASE_URL || undefined,
  /**
   * PostgreSQL itself when `DATABASE_URL` names a pooler in transaction mode (PgBouncer): the
   * start-up work's session-level advisory lock needs one server connection held throughout.
   */
  databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
  publicUrl: env.PUBLIC_URL || undefined,
  secureCookies: env.SECURE_COOKIES === 'true',
  logLevel: env.LOG_LEVEL ?? 'info',
  /** The bearer token a scrape of `/metrics` carries; unset, `/metrics` is a 404 (docs/areas/metrics.md). */
  metricsToken: env.METRICS_TOKEN || undefined,
  seedDemo: env.SEED_DEMO !== 'false',
  webRoot: path.resolve(env.WEB_ROOT ?? './dist'),
  /** Addresses or CIDR ranges of the load balancers in front (docs/deploy.md); none when unset. */
  trustedProxies: (env.TRUST_PROXY ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean),
  signInRateLimit: { max: Number(env.SIGN_IN_RATE_LIMIT ?? 10), timeWindow: 60_000 },
  /** The scheduler's poll and job lease (docs/areas/scheduler.md); defaults when unset. */
  scheduler: {
    pollMilliseconds: positiveNumber(env.SCHEDULER_POLL_MS),
    leaseSeconds: positiveNumber(env.SCHEDULER_LEASE_SECONDS),
  },
});

export type Config = ReturnType<typeof readConfig>;

/** The web app's public address, for links in e-mails (the hash router's `/#/…` routes). */
export const publicUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
