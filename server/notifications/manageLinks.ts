import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { publicUrl } from '../config';
import type { Database } from '../db/database';
import { appointmentManageLinks, appointments, onlineBookingSettings } from '../db/schema';
import { newSecretToken, secretTokenHash } from '../http/secretTokens';

/**
 * The appointment a manage secret names: the one its booking made (`appointments.manage_token_hash`)
 * or one issued since (a reminder, a reply "R"). Only hashes are stored, so a link sent once
 * cannot be sent again; a new one is issued instead, and the older ones keep working.
 */
export const manageTokenMatches = (db: Database, token: string): SQL => {
  const hash = secretTokenHash(token);
  return or(
    eq(appointments.manageTokenHash, hash),
    exists(
      db
        .select({ id: appointmentManageLinks.id })
        .from(appointmentManageLinks)
        .where(
          and(
            eq(appointmentManageLinks.tokenHash, hash),
            eq(appointmentManageLinks.businessId, appointments.businessId),
            eq(appointmentManageLinks.appointmentId, appointments.id),
          ),
        ),
    ),
  )!;
};

/**
 * Issues a new manage link for an appointment in the caller's transaction and answers its
 * address, or null when the business's booking page is off (the manage page lives on it).
 */
export const issueManageLink = async (
  tx: Database,
  businessId: string,
  appointmentId: string,
): Promise<string | null> => {
  const [site] = await tx
    .select({ slug: onlineBookingSettings.slug, enabled: onlineBookingSettings.enabled })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.businessId, businessId));
  if (!site?.enabled) return null;
  const { token, hash } = newSecretToken();
  await tx
    .insert(appointmentManageLinks)
    .values({ businessId, id: uuidv7(), appointmentId, tokenHash: hash });
  return `${publicUrl()}/book/${site.slug}/manage#${token}`;
};
