import type { Database } from '../db/database';
import { memberships, vouchers } from '../db/schema';
import { rowOf } from './rows';
import type { DemoSalon } from './salon';

/** A demo salon's memberships and gift vouchers. */
export const seedOfferings = async (
  tx: Database,
  businessId: string,
  salon: Pick<DemoSalon, 'memberships' | 'vouchers'>,
) => {
  const row = rowOf(businessId);
  await tx.insert(memberships).values(salon.memberships.map(row));
  await tx.insert(vouchers).values(salon.vouchers.map(row));
};
