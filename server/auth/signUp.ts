import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { textSchema } from '../../registry/validation';
import { publicUrl } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { signUpRequests, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { enqueueAccountEmail } from './accountEmails';
import { hashPassword, INVITED_PASSWORD_HASH, type PasswordCost } from './passwords';

export const SIGN_UP_LINK_HOURS = 24;

const EMAIL = /^\S+@\S+\.\S+$/;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const signUpSchema = yup.object({
  fullName: textSchema(120)
    .required('saluni.validation.fullName.required')
    .matches(/\S/, 'saluni.validation.fullName.required'),
  email: textSchema(254)
    .required('saluni.validation.email.required')
    .matches(EMAIL, 'saluni.validation.email.valid'),
  // design.md's documented body still carries a password, so it is accepted (as text) but never
  // kept: a password typed before the address is proven would belong to whoever typed it, and
  // must never become the account's. The password is chosen on the confirmation page.
  password: textSchema(200),
});

export const resendSchema = yup.object({
  email: textSchema(254)
    .required('saluni.validation.email.required')
    .matches(EMAIL, 'saluni.validation.email.valid'),
});

export const verifySchema = yup.object({
  token: textSchema(100).required('saluni.validation.fieldRequired'),
  password: textSchema(200)
    .required('saluni.validation.fieldRequired')
    .min(8, 'saluni.validation.password.short'),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

const invalidLink = () =>
  new HttpError(404, 'NOT_FOUND', text('saluni.auth.emailVerification.invalid'));
const accountExists = () =>
  new HttpError(409, 'INVALID_STATE', text('saluni.auth.emailVerification.accountExists'));

/** The unexpired sign-up request of a link's token; `forUpdate` locks it until the transaction ends. */
const pendingSignUp = async (db: Database, token: string, forUpdate = false) => {
  const query = db
    .select()
    .from(signUpRequests)
    .where(
      and(eq(signUpRequests.tokenHash, hashToken(token)), gt(signUpRequests.expiresAt, new Date())),
    );
  const [pending] = forUpdate ? await query.for('update') : await query;
  if (!pending) throw invalidLink();
  return pending;
};

/** Tells an address that already signs in so, with a sign-in link, instead of making a second account. */
const remindOfAccount = (tx: Database, account: { email: string; fullName: string }) =>
  enqueueAccountEmail(tx, {
    recipient: account.email,
    subject: text('saluni.auth.emailVerification.existsSubject'),
    body: text('saluni.auth.emailVerification.existsBody', {
      name: account.fullName,
      link: `${publicUrl()}/#/login`,
    }),
  });

/** Keeps a sign-up request under a new random token and mails its link to the address. */
const sendConfirmation = async (
  tx: Database,
  signUp: { email: string; fullName: string; language: string },
) => {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(signUpRequests).values({
    id: uuidv7(),
    ...signUp,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SIGN_UP_LINK_HOURS * 3_600_000),
  });
  await enqueueAccountEmail(tx, {
    recipient: signUp.email,
    subject: text('saluni.auth.emailVerification.subject'),
    body: text('saluni.auth.emailVerification.body', {
      name: signUp.fullName,
      link: `${publicUrl()}/#/verify-email/${token}`,
    }),
  });
};

/*
 * Sign-up with a confirmed e-mail address (docs/areas/accounts.md). A sign-up answers the same
 * 202 whatever the address: a new address (or one only invited as staff) gets a link to
 * `/#/verify-email/<token>`, an address that already signs in gets a "you already have an
 * account" e-mail, so the reply never tells whether an account exists. The account is made by
 * the link's verification, which also signs in: the password is chosen by whoever opened the link
 * in that inbox, so an address nobody reads never becomes an account, and nobody who merely typed
 * an address can sign in to it.
 */

/** `POST /v1/auth/signup`: mails the link (or the reminder); the address as received. */
export const requestSignUp = async (
  db: Database,
  body: InferType<typeof signUpSchema>,
  language: string,
) => {
  const email = body.email.trim();
  const fullName = body.fullName.trim();
  await db.transaction(async (tx) => {
    await tx.delete(signUpRequests).where(lt(signUpRequests.expiresAt, new Date()));
    const [existing] = await tx.select().from(users).where(byEmail(email));
    if (existing && existing.passwordHash !== INVITED_PASSWORD_HASH)
      return remindOfAccount(tx, existing);
    await sendConfirmation(tx, { email, fullName, language });
  });
  return { email };
};

/**
 * The sign-in page's "send the link again": a new link for a pending sign-up (the old ones stop
 * working), a reminder for an address that already signs in, nothing for any other; the same
 * answer in every case, counted with the sign-ups, so it tells nobody what exists.
 */
export const resendConfirmation = async (db: Database, email: string) => {
  const address = email.trim();
  await db.transaction(async (tx) => {
    await tx.delete(signUpRequests).where(lt(signUpRequests.expiresAt, new Date()));
    const [existing] = await tx.select().from(users).where(byEmail(address));
    if (existing && existing.passwordHash !== INVITED_PASSWORD_HASH)
      return remindOfAccount(tx, existing);
    const [pending] = await tx
      .select()
      .from(signUpRequests)
      .where(eq(sql`lower(${signUpRequests.email})`, address.toLowerCase()))
      .orderBy(desc(signUpRequests.createdAt))
      .limit(1);
    if (!pending) return;
    await tx
      .delete(signUpRequests)
      .where(eq(sql`lower(${signUpRequests.email})`, address.toLowerCase()));
    await sendConfirmation(tx, {
      email: pending.email,
      fullName: pending.fullName,
      language: pending.language,
    });
  });
  return { email: address };
};

/**
 * `POST /v1/auth/verify-email { token, password }`: makes the account of a pending sign-up (or
 * gives an address invited as staff its password); the account's id, whose session starts next.
 */
export const verifySignUp = async (
  db: Database,
  body: InferType<typeof verifySchema>,
  passwordCost: PasswordCost,
) => {
  if (!TOKEN.test(body.token)) throw invalidLink();
  // Checked before the (deliberately slow) hash, so made-up tokens cost no scrypt work.
  await pendingSignUp(db, body.token);
  const passwordHash = await hashPassword(body.password, passwordCost);
  let outcome: { userId: string } | 'exists';
  try {
    outcome = await db.transaction(async (tx) => {
      const pending = await pendingSignUp(tx, body.token, true);
      // Every link sent to the address is spent once one of them is used.
      await tx
        .delete(signUpRequests)
        .where(eq(sql`lower(${signUpRequests.email})`, pending.email.toLowerCase()));
      const [existing] = await tx.select().from(users).where(byEmail(pending.email)).for('update');
      if (!existing) {
        const userId = uuidv7();
        await tx.insert(users).values({
          id: userId,
          email: pending.email,
          fullName: pending.fullName,
          passwordHash,
          language: pending.language,
        });
        return { userId };
      }
      if (existing.passwordHash !== INVITED_PASSWORD_HASH) return 'exists' as const;
      // An address invited as staff: the link proved it is theirs, so the password chosen with it
      // becomes their sign-in. The name stays the one the owner gave: the sign-up's was typed by
      // whoever asked, unproven. Only the language, a display preference, comes from the sign-up.
      await tx
        .update(users)
        .set({ passwordHash, language: pending.language })
        .where(eq(users.id, existing.id));
      return { userId: existing.id };
    });
  } catch (error) {
    // Two links of one new address used at once: the second finds the account made.
    if (isUniqueViolation(error)) throw accountExists();
    throw error;
  }
  if (outcome === 'exists') throw accountExists();
  return outcome.userId;
};
