import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clientMemberships, memberships } from '../db/schema';
import { businessRowsMatching, joinReferenced } from '../db/businessRows';

/** Why a visit is not covered, in the order verify reports them (the closest miss first). */
export const COVERAGE_REASONS = [
  'service_not_covered',
  'not_started',
  'expired',
  'cancelled',
  'no_membership',
] as const;
export type CoverageReason = (typeof COVERAGE_REASONS)[number];

type ClientMembershipRow = typeof clientMemberships.$inferSelect;

export type Coverage =
  | { valid: true; clientMembership: ClientMembershipRow; membershipName: string }
  | { valid: false; reason: CoverageReason };

/**
 * Whether a client holds a membership that covers a visit on `day` (business time zone) for
 * `serviceId` (any service when none is named). A membership covers it when it is not cancelled,
 * `startDate <= day <= endDate` (no end: open-ended), and its programme lists the service or
 * lists none. Of several, the one ending first is used, so longer ones last.
 * `onlyClientMembershipId` narrows the check to one held membership.
 */
export const findCoverage = async (
  db: Database,
  businessId: string,
  clientId: string,
  day: string,
  serviceId?: string,
  onlyClientMembershipId?: string,
): Promise<Coverage> => {
  const held = await db
    .select({ row: clientMemberships, name: memberships.name, serviceIds: memberships.serviceIds })
    .from(clientMemberships)
    .innerJoin(memberships, joinReferenced(memberships, clientMemberships.membershipId))
    .where(
      businessRowsMatching(
        clientMemberships,
        businessId,
        { clientId },
        onlyClientMembershipId ? eq(clientMemberships.id, onlyClientMembershipId) : undefined,
      ),
    )
    .orderBy(asc(clientMemberships.endDate), asc(clientMemberships.id));

  const misses = new Set<CoverageReason>();
  for (const { row, name, serviceIds } of held) {
    if (row.status === 'cancelled') misses.add('cancelled');
    else if (day < row.startDate) misses.add('not_started');
    else if (row.endDate !== null && day > row.endDate) misses.add('expired');
    else if (serviceId && serviceIds.length > 0 && !serviceIds.includes(serviceId))
      misses.add('service_not_covered');
    else return { valid: true, clientMembership: row, membershipName: name };
  }
  return {
    valid: false,
    reason: COVERAGE_REASONS.find((reason) => misses.has(reason)) ?? 'no_membership',
  };
};
