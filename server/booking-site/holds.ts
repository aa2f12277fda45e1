import { and, count, eq, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import {
  HOLD_MINUTES,
  HONEYPOT_FIELD,
  MIN_FORM_MILLISECONDS,
  type HoldDocument,
} from '../../registry/bookingSite';
import { visitDepositOf } from '../../registry/onlineBooking';
import { textSchema } from '../../registry/validation';
import { LANGUAGES } from '../../texts/languages';
import { countAttempt } from '../auth/attemptStore';
import type { Database } from '../db/database';
import { bookingHolds } from '../db/schema';
import { HttpError } from '../http/errors';
import { idField, instantField, optionalIdField } from '../http/fields';
import { text } from '../http/messages';
import { newSecretToken, secretTokenHash } from '../http/secretTokens';
import { freeStaffAt } from './freeTimes';
import type { Site } from './site';
import { checkSiteSlot, slotTaken } from './siteSlot';
import { visitOf, type VisitStaff } from './visit';

const MINUTE = 60_000;
/** Live holds one address may keep on one business's site at once: a flood cannot lock a day. */
export const LIVE_HOLDS_PER_ADDRESS = 2;
/** Holds asked per address and business in an hour, refused or not, counted in the shared store. */
export const HOLDS_PER_ADDRESS_HOUR = 20;
const HOUR = 60 * MINUTE;

/** `POST /v1/book/:slug/hold`'s body; `website` is the honeypot every person leaves empty. */
export const holdSchema = yup.object({
  serviceIds: yup
    .array(idField('saluni.spec.validation.serviceRequired'))
    .strict()
    .typeError('saluni.spec.validation.serviceRequired')
    .required('saluni.spec.validation.serviceRequired')
    .min(1, 'saluni.spec.validation.serviceRequired')
    .max(10, { message: 'saluni.validation.max', args: { max: 10 } }),
  employeeId: optionalIdField().defined('saluni.onlineBooking.site.mustBeStaff'),
  start: instantField().required('saluni.spec.validation.dateRequired'),
  [HONEYPOT_FIELD]: yup.string().strict().typeError('saluni.onlineBooking.site.refused'),
  elapsedMs: yup
    .number()
    .strict()
    .typeError('saluni.onlineBooking.site.refused')
    .required('saluni.onlineBooking.site.refused'),
  language: textSchema().oneOf([...LANGUAGES], 'saluni.validation.invalidChoice'),
});

export type HoldBody = yup.InferType<typeof holdSchema>;

/** A bot's form: one generic 422, nothing counted or stored. */
const botRefused = () =>
  new HttpError(422, 'VALIDATION', text('saluni.onlineBooking.site.refused'));

/** What is counted of a visitor: a digest of their address with the business, never the address. */
const addressHashOf = (address: string, businessId: string) =>
  secretTokenHash(`${address}|${businessId}`);

const liveHoldsOfAddress = async (db: Database, businessId: string, addressHash: string) => {
  const [row] = await db
    .select({ live: count() })
    .from(bookingHolds)
    .where(
      and(
        eq(bookingHolds.businessId, businessId),
        eq(bookingHolds.addressHash, addressHash),
        eq(bookingHolds.status, 'held'),
        gt(bookingHolds.expiresAt, sql`now()`),
      ),
    );
  return row?.live ?? 0;
};

const isUnavailable = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 409 && error.code === 'UNAVAILABLE';

/**
 * Holds a slot for a visitor (docs/areas/booking-site.md, Holds): bots refused before anything is
 * counted or stored, then the hourly limit per address, then in one transaction per employee
 * tried: the site's slot check under the employee's lock, the live holds of the address, and the
 * hold's row. "Anyone" tries the free staff least busy that day first, each in its own
 * transaction, until one takes the hold; all taken is the 409 of the last.
 */
export const createHold = async (
  db: Database,
  site: Site,
  body: HoldBody,
  visitor: { address: string; language: string },
): Promise<HoldDocument> => {
  if ((body[HONEYPOT_FIELD] ?? '') !== '' || body.elapsedMs < MIN_FORM_MILLISECONDS)
    throw botRefused();
  const { businessId } = site;
  const addressHash = addressHashOf(visitor.address, businessId);
  const attempts = await countAttempt(db, `booking-hold:${addressHash}`, HOUR);
  if (attempts.current > HOLDS_PER_ADDRESS_HOUR)
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      text('saluni.onlineBooking.site.tooManyTries', {
        smart_count: Math.max(1, Math.ceil(attempts.ttl / MINUTE)),
      }),
    );
  const visit = await visitOf(db, businessId, body.serviceIds, body.employeeId ?? null);
  const start = new Date(body.start);
  const candidates: VisitStaff[] = body.employeeId
    ? visit.staff
    : await freeStaffAt(db, site, visit, start);
  if (!candidates.length) throw slotTaken();
  const { token, hash } = newSecretToken();
  let lastRefusal: unknown;
  for (const member of candidates) {
    try {
      const hold = await db.transaction(async (tx) => {
        await checkSiteSlot(tx, businessId, {
          employeeId: member._id,
          serviceIds: visit.services.map((service) => service._id),
          start,
          durationInMinutes: visit.durationInMinutes,
        });
        if ((await liveHoldsOfAddress(tx, businessId, addressHash)) >= LIVE_HOLDS_PER_ADDRESS)
          throw new HttpError(
            429,
            'TOO_MANY_REQUESTS',
            text('saluni.onlineBooking.site.tooManyHolds'),
          );
        const [row] = await tx
          .insert(bookingHolds)
          .values({
            businessId,
            id: uuidv7(),
            employeeId: member._id,
            serviceIds: visit.services.map((service) => service._id),
            startDate: start,
            durationInMinutes: visit.durationInMinutes,
            endDate: new Date(start.getTime() + visit.durationInMinutes * MINUTE),
            expiresAt: sql`now() + ${HOLD_MINUTES} * interval '1 minute'`,
            tokenHash: hash,
            addressHash,
            language: body.language ?? visitor.language,
          })
          .returning({ expiresAt: bookingHolds.expiresAt });
        return row!;
      });
      return {
        holdToken: token,
        expiresAt: hold.expiresAt.toISOString(),
        start: start.toISOString(),
        durationInMinutes: visit.durationInMinutes,
        employee: { _id: member._id, fullName: member.fullName },
        services: visit.services.map(({ _id, name, priceMinor }) => ({ _id, name, priceMinor })),
        depositMinor: visitDepositOf(site.currency, visit.services, true),
      };
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      lastRefusal = error;
    }
  }
  throw lastRefusal;
};
