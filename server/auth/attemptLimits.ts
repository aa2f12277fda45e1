import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface AttemptLimits {
  /** Sign-in attempts per client address and e-mail: one client cannot lock others out. */
  signInPerAddress: RateLimit;
  /** Sign-in attempts per e-mail from any address: spreading guesses over addresses does not help. */
  signInPerAccount: RateLimit[];
  /** Sign-in attempts per client address over every e-mail: one password tried against many accounts. */
  signInPerClient: RateLimit;
  /** Accounts created per client address. */
  signUpPerAddress: RateLimit;
  /** Sign-ups per e-mail from any address: each sends a mail, and nobody's inbox may be flooded. */
  signUpPerEmail: RateLimit;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  signInPerAddress: { max: 10, timeWindow: MINUTE },
  signInPerAccount: [
    { max: 10, timeWindow: MINUTE },
    { max: 100, timeWindow: DAY },
  ],
  // A salon's staff share one address at the front desk: 30 sign-ins in 10 minutes is a busy
  // morning, 40 accounts tried from one client is a password spray.
  signInPerClient: { max: 30, timeWindow: 10 * MINUTE },
  signUpPerAddress: { max: 10, timeWindow: 60 * MINUTE },
  signUpPerEmail: { max: 5, timeWindow: 60 * MINUTE },
};

/** The e-mail as sign-in looks it up (trimmed, lower-case), so padded or re-cased variants share one count. */
export const normalisedEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

const tooMany = (messageKey: string, ttlMilliseconds: number) =>
  new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    text(messageKey, { smart_count: Math.max(1, Math.ceil(ttlMilliseconds / MINUTE)) }),
  );

/**
 * The counters of sign-in and sign-up, counted by @fastify/rate-limit (the plugin must be
 * registered) in the store it was given: the database every server shares. Each returns a preHandler that counts the attempt and
 * answers 429 with the minutes until the next try when a limit is exceeded.
 */
export const attemptLimiters = (app: FastifyInstance, limits: AttemptLimits) => {
  const signIn = [
    app.createRateLimit({
      ...limits.signInPerAddress,
      keyGenerator: (request) => `sign-in:${request.ip}:${normalisedEmail(request)}`,
    }),
    ...limits.signInPerAccount.map((limit, index) =>
      app.createRateLimit({
        ...limit,
        keyGenerator: (request) => `account-${index}:${normalisedEmail(request)}`,
      }),
    ),
    app.createRateLimit({
      ...limits.signInPerClient,
      keyGenerator: (request) => `sign-in-client:${request.ip}`,
    }),
  ];
  const signUp = [
    app.createRateLimit({
      ...limits.signUpPerAddress,
      keyGenerator: (request) => `sign-up:${request.ip}`,
    }),
    app.createRateLimit({
      ...limits.signUpPerEmail,
      keyGenerator: (request) => `sign-up-email:${normalisedEmail(request)}`,
    }),
  ];

  const check = async (
    request: FastifyRequest,
    limiters: (typeof signIn)[number][],
    messageKey: string,
  ) => {
    const results = await Promise.all(limiters.map((limiter) => limiter(request)));
    const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
    if (exceeded.length)
      throw tooMany(
        messageKey,
        Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttl))),
      );
  };

  return {
    signIn: async (request: FastifyRequest) =>
      check(request, signIn, 'saluni.auth.tooManyAttemptsRetry'),
    signUp: async (request: FastifyRequest) => check(request, signUp, 'saluni.auth.tooManySignUps'),
  };
};
