import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { textSchema } from '../../../registry/validation';

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
