import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { READ_AHEAD_PAGES, type ReadAheadPage } from '../../registry/readAhead';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { optionalIdField } from '../http/fields';
import { text } from '../http/messages';
import { hashPassword, needsRehash, verifyPassword, type PasswordCost } from './passwords';

export const signInSchema = yup.object({
  email: textSchema(254).required('saluni.validation.email.required'),
  password: textSchema(200).required('saluni.validation.fieldRequired'),
  /**
   * The page to show once signed in, whose first reads the reply carries (registry/readAhead.ts):
   * on a slow link that saves the round trip of asking for them after.
   */
  readAhead: yup
    .object({
      page: (choiceSchema(READ_AHEAD_PAGES) as yup.StringSchema<ReadAheadPage>).required(
        'saluni.validation.fieldRequired',
      ),
      businessId: optionalIdField(),
    })
    .default(undefined)
    .typeError('saluni.validation.invalidValue'),
});

const invalidCredentials = () =>
  new HttpError(401, 'UNAUTHENTICATED', text('saluni.auth.invalidCredentials'));

/**
 * The account an e-mail and password sign in to, or a 401 that does not tell which was wrong.
 * An unknown address is checked against `unknownEmailHash`, so it takes as long as a known one.
 */
export const checkCredentials = async (
  db: Database,
  body: InferType<typeof signInSchema>,
  passwordCost: PasswordCost,
  unknownEmailHash: string,
) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, body.email.trim().toLowerCase()));
  const valid = await verifyPassword(body.password, user?.passwordHash ?? unknownEmailHash);
  if (!user || !valid) throw invalidCredentials();
  // A hash made at an older cost is replaced now, the only time the password is known.
  if (needsRehash(user.passwordHash, passwordCost)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password, passwordCost) })
      .where(eq(users.id, user.id));
  }
  return user.id;
};
