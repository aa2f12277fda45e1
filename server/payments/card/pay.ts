import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { textSchema } from '../../../registry/validation';
import type { Database } from '../../db/database';
import { HttpError, validationFailed } from '../../http/errors';
import { text } from '../../http/messages';
import { authorize, requireMember } from '../../tenancy/access';
import type { Payables } from '../payables';
import { CARD_PAYABLE_KINDS } from './payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path of the app itself (`/messages?tab=sms`): never another site, so no open redirect. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The body of `POST /card/pay`: the payable, and the screen of the app to come back to. */
export const cardPaySchema = yup.object({
  transactionRef: textSchema()
    .required('saluni.payments.validation.transactionRefRequired')
    .nonNullable('saluni.payments.validation.transactionRefRequired')
    .matches(UUID, 'saluni.validation.mustBeId'),
  /** The web app's route caller adds the current business; when sent it must be the payable's. */
  businessId: textSchema().optional(),
  returnPath: textSchema(500).matches(APP_PATH, 'saluni.cardPayments.validation.returnPath'),
});

export type CardPayBody = yup.InferType<typeof cardPaySchema>;

const referenceNotFound = () =>
  validationFailed({ transactionRef: text('saluni.validation.referenceNotFound') });

/**
 * The card payable the reference names, if the caller may pay it: another business's (or a
 * `businessId` not its own) is "not found", never a 403 that would confirm the id; then the
 * payable's module's `create` (403).
 */
export const cardPayableOf = async (
  db: Database,
  request: FastifyRequest,
  payables: Payables,
  body: CardPayBody,
) => {
  for (const kind of CARD_PAYABLE_KINDS) {
    const payable = payables.get(kind);
    const due = payable && (await payable.find(db, body.transactionRef));
    if (!payable || !due) continue;
    if (body.businessId !== undefined && body.businessId !== due.businessId)
      throw referenceNotFound();
    try {
      await requireMember(db, request, due.businessId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) throw referenceNotFound();
      throw error;
    }
    await authorize(db, request, due.businessId, payable.module, 'create');
    return { payable, businessId: due.businessId };
  }
  throw referenceNotFound();
};

/**
 * Where the hosted page sends the card holder back: the screen they came from, on the origin
 * the request came from (checked by the origin check for every signed-in write), else `PUBLIC_URL`.
 */
export const returnUrlOf = (request: FastifyRequest, publicUrl: string, returnPath = '/') => {
  let origin = publicUrl;
  try {
    if (request.headers.origin) origin = new URL(request.headers.origin).origin;
  } catch {
    // A malformed Origin never passed the origin check with a session: PUBLIC_URL it is.
  }
  return `${origin}${returnPath}`;
};
