import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { warehouses } from '../db/schema';
import { createGeneralWarehouse } from '../stock';
import type { DemoSalon } from './salon';

/** A demo salon's warehouses: General (every business has it) and a back store. */
export const seedStock = async (
  tx: Database,
  businessId: string,
  backStore: DemoSalon['backStore'],
) => {
  await createGeneralWarehouse(tx, businessId);
  await tx.insert(warehouses).values({ businessId, id: uuidv7(), ...backStore });
};
