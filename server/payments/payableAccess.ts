import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { authorize, requireMember } from '../tenancy/access';
import type { Payable } from './payables';

const referenceNotFound = () =>
  validationFailed({ transactionRef: text('saluni.validation.referenceNotFound') });

/**
 * The payable of `candidates` the reference names, if the signed-in caller may pay it: another
 * business's (or a `businessId` not its own) is "not found", never a 403 that would confirm the
 * id; then the payable's module's `create` (403). The business is known only once the payable
 * is found, so the M-Pesa and card pay routes check it here rather than by their declarations.
 */
export const payableTheCallerMayPay = async (
  db: Database,
  request: FastifyRequest,
  candidates: Iterable<Payable>,
  body: { transactionRef: string; businessId?: string },
) => {
  for (const payable of candidates) {
    const due = await payable.find(db, body.transactionRef);
    if (!due) continue;
    if (body.businessId !== undefined && body.businessId !== due.businessId)
      throw referenceNotFound();
    try {
      await requireMember(db, request, due.businessId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 403) throw referenceNotFound();
      throw error;
    }
    await authorize(db, request, due.businessId, payable.module, 'create');
    return { payable, due };
  }
  throw referenceNotFound();
};
