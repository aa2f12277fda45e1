import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES } from '../registry';
import { ROUTES } from '../registry/routes';
import { DEFAULT_ATTEMPT_LIMITS, type RateLimit } from './auth/attemptLimits';
import { databaseAttemptStore } from './auth/attemptStore';
import { PASSWORD_COST, type PasswordCost } from './auth/passwords';
import { registerAppointmentRoutes } from './appointments';
import { bookingSiteJobs, depositPayable, registerBookingSiteRoutes } from './booking-site';
import { registerAuthRoutes } from './auth/routes';
import { registerUserLanguageRoute } from './auth/userLanguage';
import {
  registerBusinessRoutes,
  registerFirstRunRoutes,
  registerOnlineBookingRoutes,
  registerApiKeyRoutes,
} from './business';
import { registerClientRecordsRoutes } from './client-records';
import { clientsResourceHooks, registerClientsRoutes } from './clients';
import { productsResourceHooks, registerProductsRoutes } from './products';
import type { OpenDatabase } from './db/database';
import type { ImageRules } from './files/images';
import { registerFileRoutes } from './files/routes';
import { badUrlBody, notFoundBody, registerErrorHandler } from './http/errors';
import { registerTextInputCheck } from './http/inputText';
import { registerRequestLanguage } from './http/language';
import {
  echoRequestId,
  loggerOptions,
  registerRequestIdEcho,
  requestIdOptions,
  type LogOptions,
} from './http/logging';
import { registerOriginCheck } from './http/originCheck';
import { registerOpenApiRoutes } from './openapi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerCompression, registerWebApp, webPageFor } from './http/webApp';
import { registerMessagingRoutes } from './messaging';
import { registerMetrics } from './metrics';
import { NOTIFICATION_JOBS, registerNotificationsRoutes } from './notifications';
import { offeringsResourceHooks, registerOfferingsRoutes } from './offerings';
import {
  awaitingSettlementHooks,
  orderPayable,
  registerCartRoutes,
  registerCheckoutRoutes,
  registerOrderRoutes,
} from './orders';
import { registerPurchasesRoutes } from './purchases';
import { type PaymentsConfig, readPaymentsConfig, registerPaymentRoutes } from './payments';
import { registerCrudRoutes } from './registry/crudRoutes';
import { mergeResourceHooks } from './registry/hooks';
import { watchRouteTable } from './registry/routeTable';
import { registerStaffRoutes, staffResourceHooks } from './staff';
import { registerServicesRoutes, servicesResourceHooks } from './services';
import { registerStockRoutes, stockResourceHooks } from './stock';
import { registerSuppliersRoutes, suppliersResourceHooks } from './suppliers';
import { type OutboxConfig, outboxJobs, readOutboxConfig, registerOutbox } from './outbox';
import { registerStockUsageRoutes } from './stock-usage';
import { registerSmsBundleRoutes, smsBundleOrderPayable } from './sms-bundles';
import { registerSalesLedgerRoutes } from './sales-ledger';
import { registerReportRoutes } from './reports';
import { registerSearchRoutes } from './search';
import { registerCashUpRoutes } from './cash-up';
import { readEtimsConfig, type EtimsConfig } from './etims';
import { registerReceiptRoutes } from './receipts';
import { registerPayRoutes } from './pay';
import { registerAuditRoutes } from './audit';
import { registerTaxRoutes, taxResourceHooks } from './tax';
import { registerWebhookRoutes, webhookDeliveryJob } from './webhooks';
import { businessExportJob, registerBusinessExportRoutes } from './business-export';
import { registerDataImportRoutes } from './data-import';
import type { ScheduledJob } from './scheduler/jobs';
import { startScheduler } from './scheduler/scheduler';
import {
  DEFAULT_API_KEY_RATE_LIMIT,
  registerApiKeyRateLimit,
  type ApiKeyRateLimit,
} from './tenancy/apiKeys';
import { serveRoute } from './tenancy/declaredRoutes';
import { watchServedRoutes } from './tenancy/servedRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every timed job of the server, as the scheduler runs them (docs/areas/scheduler.md). */
    scheduledJobs: readonly ScheduledJob[];
  }
}

export interface AppOptions {
  database: OpenDatabase;
  /** Structured logs, redacted (server/http/logging.ts); none when absent. */
  logger?: LogOptions | false;
  /** Folder of the built web app, served with a fallback to index.html; skipped when absent. */
  webRoot?: string;
  /** Set when served over HTTPS, so the session cookie is `Secure`. */
  secureCookies?: boolean;
  /** Sign-in attempts per address and e-mail; the other limits default to DEFAULT_ATTEMPT_LIMITS. */
  signInRateLimit?: RateLimit;
  accountSignInLimits?: RateLimit[];
  clientSignInLimit?: RateLimit;
  signUpRateLimit?: RateLimit;
  signUpEmailRateLimit?: RateLimit;
  /** Calls one API key may make in a window; DEFAULT_API_KEY_RATE_LIMIT when absent. */
  apiKeyRateLimit?: ApiKeyRateLimit;
  /** The outbox's settings (its delivery job's interval among them); read from the environment when absent. */
  outbox?: OutboxConfig;
  /** M-Pesa's provider and timings; read from the environment when absent. */
  payments?: PaymentsConfig;
  /** KRA's eTIMS control unit (the built-in simulator unless `ETIMS_URL`); read from the environment when absent. */
  etims?: EtimsConfig;
  /** scrypt's cost for new hashes; only tests lower it, to stay fast. */
  passwordCost?: PasswordCost;
  /** How often this server looks for due jobs, and how long a job's lease lasts (docs/areas/scheduler.md). */
  scheduler?: {
    pollMilliseconds?: number;
    leaseSeconds?: number;
    /** Jobs this server leaves to the others on the database; 'all' for a server kept for the API alone. */
    leftToOthers?: readonly string[] | 'all';
  };
  /** The app's public address (`PUBLIC_URL`): the one origin allowed to write; else the request's Host. */
  publicUrl?: string;
  /** The bearer token of `GET /metrics` (`METRICS_TOKEN`); without it `/metrics` is a 404. */
  metricsToken?: string;
  /**
   * The load balancers' addresses (`TRUST_PROXY`): a request from one of them is from the
   * address its X-Forwarded-For names, so limits per address count each visitor, not the balancer.
   */
  trustedProxies?: readonly string[];
}

/**
 * Each area's hooks of the registry's resources, in the areas' order: an order's guard on a
 * voucher runs after the voucher's own.
 */
export const RESOURCE_HOOKS = mergeResourceHooks([
  stockResourceHooks,
  clientsResourceHooks,
  servicesResourceHooks,
  staffResourceHooks,
  offeringsResourceHooks,
  productsResourceHooks,
  suppliersResourceHooks,
  taxResourceHooks,
  awaitingSettlementHooks,
]);

const MAX_IMAGE_MEGABYTES = 5;
const MAX_IMAGES = 4;
const IMAGE_RULES: ImageRules = { maxBytes: MAX_IMAGE_MEGABYTES * 1024 * 1024 };

/** Builds the whole server: used by server/main.ts and by every API and browser test. */
export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    ...requestIdOptions,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    // The specs write some paths with a trailing slash (`POST /v1/warehouse/`): both spellings reach one route.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      echoRequestId(request, reply).status(400).send(badUrlBody()),
  });
  const { db } = options.database;
  const checkRouteTable = watchRouteTable(app);
  const servedRoutes = watchServedRoutes(app);
  registerErrorHandler(app, { maxImageMegabytes: MAX_IMAGE_MEGABYTES, maxImages: MAX_IMAGES });
  registerRequestIdEcho(app);
  // First, so its timing hooks are in place before any route's.
  registerMetrics(app, options.database, options.metricsToken);
  registerTextInputCheck(app);
  registerRequestLanguage(app);

  registerSecurityHeaders(app, { https: options.secureCookies ?? false });
  await registerCompression(app);
  await app.register(cookie);
  registerOriginCheck(app, { publicUrl: options.publicUrl, https: options.secureCookies ?? false });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_MEGABYTES * 1024 * 1024,
      files: MAX_IMAGES,
      fields: 50,
      fieldSize: 100_000,
    },
    throwFileSizeLimit: true,
  });
  // The attempt limits' counters live in the database, shared by every server on it.
  await app.register(rateLimit, { global: false, store: databaseAttemptStore(db) });
  registerApiKeyRateLimit(app, options.apiKeyRateLimit ?? DEFAULT_API_KEY_RATE_LIMIT);

  serveRoute(app, db, ROUTES.health, {}, async () => {
    await options.database.query('select 1');
    return { status: 'ok' };
  });

  const passwordCost = options.passwordCost ?? PASSWORD_COST;
  registerAuthRoutes(app, db, {
    secureCookies: options.secureCookies ?? false,
    passwordCost,
    attemptLimits: {
      signInPerAddress: options.signInRateLimit ?? DEFAULT_ATTEMPT_LIMITS.signInPerAddress,
      signInPerAccount: options.accountSignInLimits ?? DEFAULT_ATTEMPT_LIMITS.signInPerAccount,
      signInPerClient: options.clientSignInLimit ?? DEFAULT_ATTEMPT_LIMITS.signInPerClient,
      signUpPerAddress: options.signUpRateLimit ?? DEFAULT_ATTEMPT_LIMITS.signUpPerAddress,
      signUpPerEmail: options.signUpEmailRateLimit ?? DEFAULT_ATTEMPT_LIMITS.signUpPerEmail,
    },
  });
  registerUserLanguageRoute(app, db);
  registerBusinessRoutes(app, db);
  registerFirstRunRoutes(app, db);
  registerOnlineBookingRoutes(app, db);
  registerApiKeyRoutes(app, db);
  registerFileRoutes(app, db, IMAGE_RULES);
  registerStaffRoutes(app, db, { secureCookies: options.secureCookies ?? false, passwordCost });
  const outbox = options.outbox ?? readOutboxConfig();
  registerOutbox(app, db);
  registerServicesRoutes(app, db, IMAGE_RULES);
  for (const resource of RESOURCES)
    registerCrudRoutes(app, db, resource, IMAGE_RULES, RESOURCE_HOOKS[resource.name]);
  registerClientRecordsRoutes(app, db);
  registerClientsRoutes(app, db);
  registerOfferingsRoutes(app, db, IMAGE_RULES);
  registerStockRoutes(app, db);
  registerSuppliersRoutes(app, db, IMAGE_RULES);
  registerStockUsageRoutes(app, db);
  registerProductsRoutes(app, db);
  registerAppointmentRoutes(app, db);
  registerPurchasesRoutes(app, db);
  await registerMessagingRoutes(app, db, outbox.smsCallbackToken);
  registerSmsBundleRoutes(app, db);
  await registerNotificationsRoutes(app, db, {
    smsCallbackToken: outbox.smsCallbackToken,
    whatsappAppSecret: outbox.whatsapp?.appSecret,
    whatsappVerifyToken: outbox.whatsapp?.verifyToken,
  });
  const tax = await registerTaxRoutes(app, db, options.etims ?? readEtimsConfig());
  registerOrderRoutes(app, db);
  registerReceiptRoutes(app, db);
  registerPayRoutes(app, db);
  registerAuditRoutes(app, db);
  registerSalesLedgerRoutes(app, db);
  registerReportRoutes(app, db);
  registerSearchRoutes(app, db);
  registerCashUpRoutes(app, db);
  registerWebhookRoutes(app, db);
  registerBusinessExportRoutes(app, db);
  registerDataImportRoutes(app, { db, hooks: RESOURCE_HOOKS, imageRules: IMAGE_RULES });
  // Every payable kind is listed here: SMS bundle orders, the checkout's orders, deposits.
  const paymentsConfig = options.payments ?? readPaymentsConfig();
  const payments = await registerPaymentRoutes(
    app,
    db,
    [smsBundleOrderPayable, orderPayable, depositPayable],
    paymentsConfig,
  );
  // The booking site pays and refunds deposits without a session, and sweeps them as payments are swept.
  const bookingFlow = {
    payments,
    publicUrl: options.publicUrl,
    sweepIntervalMs: paymentsConfig.sweepIntervalMs,
  };
  registerBookingSiteRoutes(app, db, bookingFlow);
  registerCartRoutes(app, db);
  registerCheckoutRoutes(app, db, payments.queryPending);
  registerOpenApiRoutes(app, db, servedRoutes);

  checkRouteTable();

  // Every timed job of the server: adding one is a line here.
  const scheduledJobs: ScheduledJob[] = [
    ...outboxJobs(outbox),
    ...payments.scheduledJobs,
    ...bookingSiteJobs(bookingFlow, app.log),
    ...NOTIFICATION_JOBS,
    ...tax.scheduledJobs,
    webhookDeliveryJob(),
    businessExportJob(),
  ];
  app.decorate('scheduledJobs', scheduledJobs);
  let stopScheduler: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const { leftToOthers = [], ...schedulerOptions } = options.scheduler ?? {};
    const jobsHere =
      leftToOthers === 'all' ? [] : scheduledJobs.filter((job) => !leftToOthers.includes(job.name));
    stopScheduler = await startScheduler(db, jobsHere, {
      ...schedulerOptions,
      onError: (error, jobName) =>
        app.log.error({ err: error, job: jobName }, 'scheduled job failed'),
      onWarning: (warning, jobName) =>
        app.log.warn({ job: jobName, ...warning }, 'scheduled job could not do everything'),
    });
  });
  // Before the areas' onClose hooks close what the jobs use (the payment providers).
  app.addHook('preClose', async () => {
    await stopScheduler?.();
  });

  const servesWebApp = Boolean(
    options.webRoot && existsSync(path.join(options.webRoot, 'index.html')),
  );
  if (servesWebApp) await registerWebApp(app, options.webRoot!);
  // Client-side routes load their page (the booking site's or the back office's); unknown API
  // paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(v1|v2)\//.test(request.url);
    if (servesWebApp && request.method === 'GET' && !isApi) {
      return reply.sendFile(webPageFor(request.url));
    }
    return reply.status(404).send(notFoundBody());
  });
  return app;
};
