import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { memberships, vouchers } from '../db/schema';
import type { DemoSalon } from './salon';

/** A demo salon's memberships and gift vouchers. */
export const seedOfferings = async (
  tx: Database,
  businessId: string,
  salon: Pick<DemoSalon, 'memberships' | 'vouchers'>,
) => {
  const rows = <T extends object>(values: T[]) =>
    values.map((value) => ({ ...value, businessId, id: uuidv7() }));
  await tx.insert(memberships).values(rows(salon.memberships));
  await tx.insert(vouchers).values(rows(salon.vouchers));
};
