import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  CODE_LENGTH,
  CODE_MINUTES,
  CODE_TRIES,
  type CodeSent,
  type Verified,
} from '../../registry/bookingSite';
import { textSchema } from '../../registry/validation';
import { LANGUAGES, type Language } from '../../texts/languages';
import { countAttempt } from '../auth/attemptStore';
import type { Database } from '../db/database';
import { bookingHolds } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { secretTokenHash } from '../http/secretTokens';
import {
  isEmail,
  maskedEmail,
  maskedPhone,
  queueNotice,
  siteMobile,
  tooManyRequests,
} from './contact';
import { lockHeldHold, type HoldRow } from './holdAccess';
import {
  clientWithPhone,
  isNewClient,
  siteBusinessOf,
  visitDeposit,
  visitServicesOf,
} from './siteRecords';

const V = 'saluni.bookingFlow.validation';
const MINUTE = 60_000;

/** The limits of the code's calls, counted in the database every server shares. */
export const CODE_LIMITS = {
  /** Codes asked from one address. */
  perAddress: { max: 30, windowMs: 60 * MINUTE },
  /** Codes sent to one mobile or e-mail address, from anywhere. */
  perDestination: { max: 5, windowMs: 60 * MINUTE },
  /** Codes of one hold: past it the visitor chooses a time again. */
  perHold: { max: 5, windowMs: 24 * 60 * MINUTE },
  /** Tries of any code from one address. */
  triesPerAddress: { max: 50, windowMs: 60 * MINUTE },
  /** Confirmations, and deposit payments asked from a manage link (each asks a phone), per address. */
  confirmsPerAddress: { max: 30, windowMs: 60 * MINUTE },
  paymentsPerAddress: { max: 20, windowMs: 60 * MINUTE },
} as const;

/** Counts one attempt under `key`; past the limit's `max` in its window, a 429 (or `refusal`). */
export const limited = async (
  db: Database,
  key: string,
  limit: { max: number; windowMs: number },
  refusal?: () => HttpError,
) => {
  const count = await countAttempt(db, `booking-site:${key}`, limit.windowMs);
  if (count.current > limit.max) throw refusal ? refusal() : tooManyRequests(count.ttl);
};

const holdTokenSchema = textSchema(100).required(`${V}.holdToken`).nonNullable(`${V}.holdToken`);

export const codeSchema = yup.object({
  holdToken: holdTokenSchema,
  fullName: textSchema(100)
    .required(`${V}.fullName`)
    .nonNullable(`${V}.fullName`)
    .test('present', `${V}.fullName`, (value) => !value || value.trim() !== ''),
  phone: textSchema(40).required(`${V}.phone`).nonNullable(`${V}.phone`),
  email: textSchema(200).nullable().optional(),
  channel: yup
    .string()
    .strict()
    .required(`${V}.channel`)
    .oneOf(['sms', 'email'] as const, `${V}.channel`),
  language: yup
    .string()
    .strict()
    .optional()
    .oneOf([...LANGUAGES], `${V}.language`),
});

export const verifySchema = yup.object({
  holdToken: holdTokenSchema,
  code: textSchema(20).required(`${V}.code`).nonNullable(`${V}.code`),
});

/** The code's hash names its hold too, so one code's hash never matches another hold's. */
const codeHash = (holdId: string, code: string) => secretTokenHash(`${holdId}:${code}`);

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * `POST /v1/book/hold/code`: checks the visitor's details by the business's country, keeps
 * them on the hold with a new code (hashed; CODE_MINUTES of life, CODE_TRIES tries; any earlier
 * code and verification dropped) and queues the code: SMS from the business's balance, or e-mail
 * when asked or when the balance is empty. Limits per address, per destination and per hold.
 */
export const sendCode = async (
  db: Database,
  request: FastifyRequest,
  body: yup.InferType<typeof codeSchema>,
): Promise<CodeSent> => {
  await limited(db, `code-address:${request.ip}`, CODE_LIMITS.perAddress);
  const email = body.email?.trim() || null;
  const fullName = body.fullName.trim();
  return db.transaction(async (tx) => {
    const hold = await lockHeldHold(tx, body.holdToken);
    const business = await siteBusinessOf(tx, hold.businessId);
    const phone = siteMobile(body.phone, business.country);
    if (!phone) throw validationFailed({ phone: text(`${V}.phone${business.country}`) });
    if (email !== null && !isEmail(email)) throw validationFailed({ email: text(`${V}.email`) });
    if (!email && business.country === 'AU')
      throw validationFailed({ email: text(`${V}.emailRequired`) });
    if (body.channel === 'email' && !email)
      throw validationFailed({ email: text(`${V}.emailChannelNeedsEmail`) });

    await limited(tx, `code-hold:${hold.id}`, CODE_LIMITS.perHold, () =>
      validationFailed({ holdToken: text(`${V}.tooManyCodes`) }),
    );
    await limited(
      tx,
      `code-to:${body.channel === 'sms' ? phone : email!.toLowerCase()}`,
      CODE_LIMITS.perDestination,
    );

    const code = newCode();
    const language: Language = (body.language as Language | undefined) ?? 'en';
    const words = { code, business: business.name, minutes: CODE_MINUTES, name: fullName };
    const sent = await queueNotice(
      tx,
      { businessId: hold.businessId, phone, email, preferSms: body.channel === 'sms' },
      {
        language,
        sms: () => text('saluni.bookingFlow.code.sms', words),
        emailSubject: () => text('saluni.bookingFlow.code.emailSubject', words),
        emailBody: () => text('saluni.bookingFlow.code.emailBody', words),
      },
    );
    if (!sent) throw new HttpError(409, 'INSUFFICIENT_SMS', text(`${V}.noSmsNoEmail`));
    const expiresAt = new Date(Date.now() + CODE_MINUTES * MINUTE);
    await tx
      .update(bookingHolds)
      .set({
        fullName,
        phone,
        email,
        language,
        codeHash: codeHash(hold.id, code),
        codeExpiresAt: expiresAt,
        codeTries: 0,
        verifiedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(bookingHolds.id, hold.id));
    return {
      channel: sent.channel,
      sentTo: sent.channel === 'sms' ? maskedPhone(sent.address) : maskedEmail(sent.address),
      expiresAt: expiresAt.toISOString(),
    };
  });
};

/** What the verified visitor owes and whether the business knows them, from the hold's mobile. */
export const verifiedOf = async (db: Database, hold: HoldRow): Promise<Verified> => {
  const business = await siteBusinessOf(db, hold.businessId);
  const client = hold.phone ? await clientWithPhone(db, hold.businessId, hold.phone) : undefined;
  const visit = await visitServicesOf(db, hold.businessId, hold.serviceIds);
  const isNew = await isNewClient(db, hold.businessId, client?.id);
  return {
    depositMinor: visitDeposit(business.currency, visit, isNew),
    knownClient: client !== undefined,
  };
};

type TryOutcome = { verified: HoldRow } | { wrong: number } | { dead: true } | { none: true };

/**
 * `POST /v1/book/hold/verify`: a right code (live, with tries left) verifies the hold and is
 * used up; a wrong one counts a try, committed before the refusal is answered, so the tries
 * survive; after CODE_TRIES the code is dead and a new one must be sent.
 */
export const verifyCode = async (
  db: Database,
  request: FastifyRequest,
  body: yup.InferType<typeof verifySchema>,
): Promise<Verified> => {
  await limited(db, `verify-address:${request.ip}`, CODE_LIMITS.triesPerAddress);
  const outcome = await db.transaction(async (tx): Promise<TryOutcome> => {
    const hold = await lockHeldHold(tx, body.holdToken);
    if (!hold.codeHash || !hold.codeExpiresAt) return { none: true };
    if (hold.codeTries >= CODE_TRIES || hold.codeExpiresAt.getTime() <= Date.now())
      return { dead: true };
    if (codeHash(hold.id, body.code.trim()) !== hold.codeHash) {
      await tx
        .update(bookingHolds)
        .set({ codeTries: hold.codeTries + 1, updatedAt: new Date() })
        .where(eq(bookingHolds.id, hold.id));
      return { wrong: CODE_TRIES - hold.codeTries - 1 };
    }
    const [verified] = await tx
      .update(bookingHolds)
      .set({ verifiedAt: new Date(), codeHash: null, updatedAt: new Date() })
      .where(eq(bookingHolds.id, hold.id))
      .returning();
    return { verified: verified! };
  });
  if ('none' in outcome) throw new HttpError(409, 'INVALID_STATE', text(`${V}.noCode`));
  if ('dead' in outcome) throw validationFailed({ code: text(`${V}.codeDead`) });
  if ('wrong' in outcome)
    throw validationFailed({
      code:
        outcome.wrong > 0
          ? text(`${V}.codeWrong`, { smart_count: outcome.wrong })
          : text(`${V}.codeDead`),
    });
  return verifiedOf(db, outcome.verified);
};
