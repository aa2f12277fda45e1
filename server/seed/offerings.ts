import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { memberships, vouchers } from '../db/schema';

/** Demo memberships and gift vouchers of a Nairobi salon. */
export const seedOfferings = async (tx: Database, businessId: string) => {
  const rows = <T extends object>(values: T[]) => values.map((value) => ({ ...value, businessId, id: uuidv7() }));
  await tx.insert(memberships).values(
    rows([
      { name: 'Gold Hair Club', description: 'Weekly wash and blow-dry', price: { monthly: 5000, yearly: 50000 }, duration: { value: 1, duration_type: 'month' } },
      { name: 'Spa Regular', description: 'One massage a week', price: { weekly: 1500, monthly: 5500 }, duration: { value: 4, duration_type: 'week' } },
      { name: 'Nail Lovers', price: { monthly: 3000 }, duration: null },
    ]),
  );
  await tx.insert(vouchers).values(
    rows([
      { name: 'Birthday Treat', value: '2500', saleLimit: 1, validityDays: 365 },
      { name: 'Spa Day for Two', value: '8000', saleLimit: 2, validityDays: 180 },
    ]),
  );
};
