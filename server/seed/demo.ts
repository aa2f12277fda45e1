import { count } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword } from '../auth/passwords';
import { seedStock } from './stock';
import type { Database } from '../db/database';
import { seedServices } from './services';
import { seedClientRecords } from './clientRecords';
import { seedClients } from './clients';
import { seedOfferings } from './offerings';
import { seedProducts } from './products';
import { businesses, clientCategories, jobTitles, roles, serviceCategories, serviceRooms, users } from '../db/schema';
import { seedStaff } from './staff';

export const DEMO_LOGIN = { email: 'owner@saluni.demo', password: 'saluni-demo' };

/**
 * On the first start only (no user yet): a Nairobi salon with its owner and a few records per
 * resource, in one transaction. Returns whether it seeded.
 */
export const seedDemoBusiness = async (db: Database): Promise<boolean> => {
  const [{ users: existing }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const userId = uuidv7();
    const businessId = uuidv7();
    await tx.insert(users).values({ id: userId, fullName: 'Wanjiru Kamau', email: DEMO_LOGIN.email, passwordHash });
    await tx.insert(businesses).values({ id: businessId, name: 'Saluni Demo Salon', country: 'KE', timezone: 'Africa/Nairobi', currency: 'KES', appointmentGapInMinutes: 10 });
    await tx.insert(roles).values({ businessId, id: uuidv7(), userId, role: 'owner' });
    const rows = <T extends object>(values: T[]) => values.map((value) => ({ ...value, businessId, id: uuidv7() }));
    await tx.insert(jobTitles).values(rows([{ name: 'Senior Stylist' }, { name: 'Barber' }, { name: 'Nail Technician' }, { name: 'Receptionist' }]));
    await tx.insert(serviceCategories).values(rows([{ name: 'Hair' }, { name: 'Nails' }, { name: 'Massage' }, { name: 'Skin Care' }]));
    await tx.insert(serviceRooms).values(rows([
      { name: 'Styling Floor', description: 'Six chairs by the window', capacity: 6 },
      { name: 'Spa Room 1', description: 'Massage bed and steam', capacity: 1 },
      { name: 'Nail Bar', capacity: 3 },
    ]));
    await tx.insert(clientCategories).values(rows([{ category_name: 'VIP' }, { category_name: 'Regular' }, { category_name: 'Bridal' }]));
    await seedStaff(tx, businessId);
    await seedServices(tx, businessId);
    await seedClientRecords(tx, businessId);
    await seedClients(tx, businessId);
    await seedOfferings(tx, businessId);
    await seedStock(tx, businessId);
    await seedProducts(tx, businessId);
  });
  return true;
};
