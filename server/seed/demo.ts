import { count } from 'drizzle-orm';
import { LOCALE_DEFAULTS, type BusinessLocale } from '../../registry/business';
import { v7 as uuidv7 } from 'uuid';
import { hashPassword, PASSWORD_COST, type PasswordCost } from '../auth/passwords';
import type { Database } from '../db/database';
import {
  businesses,
  clientCategories,
  jobTitles,
  onlineBookingSettings,
  roles,
  serviceCategories,
  serviceRooms,
  taxSettings,
  users,
} from '../db/schema';
import { seedAppointments } from './appointments';
import { seedOnlineBookings } from './onlineBookings';
import { seedClientRecords } from './clientRecords';
import { seedClients } from './clients';
import { seedMessages } from './messages';
import { seedAnnouncements } from './announcements';
import { seedOrders } from './orders';
import { seedOfferings } from './offerings';
import { seedPay } from './pay';
import { seedPaySales } from './paySales';
import { seedProducts } from './products';
import type { DemoSalon } from './salon';
import { seedServices } from './services';
import { rowOf } from './rows';
import { seedStaff } from './staff';
import { seedStock } from './stock';
import { seedSuppliers } from './suppliers';
import { seedStockUsage } from './stockUsage';
import { todayIn } from '../stock-usage';
import nairobi from './salons/nairobi.json';
import sydney from './salons/sydney.json';

export const DEMO_LOGIN = { email: 'owner@saluni.demo', password: 'saluni-demo' };

/** How long before the seed each demo salon was created. */
const SALON_AGE_MS = 90 * 24 * 60 * 60 * 1000;

interface DemoSalonIn {
  locale: BusinessLocale;
  salon: DemoSalon;
}

/**
 * The Nairobi salon (the spec's demo business, in Kenyan shillings) and the Sydney one (New South
 * Wales, in Australian dollars), in this order: the web app opens the owner's first role, so
 * Nairobi stays the default.
 */
const DEMO_SALONS: DemoSalonIn[] = [
  { locale: LOCALE_DEFAULTS.KE, salon: nairobi },
  { locale: LOCALE_DEFAULTS.AU, salon: sydney },
];

const seedSalon = async (
  tx: Database,
  userId: string,
  { locale, salon }: DemoSalonIn,
  roleCreatedAt: Date,
) => {
  const businessId = uuidv7();
  // Open for a while, its settings saved since: the first-run checklist has nothing to ask of it.
  await tx.insert(businesses).values({
    id: businessId,
    ...locale,
    ...salon.business,
    createdAt: new Date(roleCreatedAt.getTime() - SALON_AGE_MS),
  });
  await tx
    .insert(roles)
    .values({ businessId, id: uuidv7(), userId, role: 'owner', createdAt: roleCreatedAt });
  // Before anything is sold: the seeded sales carry the tax of a registered business.
  await tx.insert(taxSettings).values({ businessId, ...salon.tax });
  const row = rowOf(businessId);
  await tx.insert(jobTitles).values(salon.jobTitles.map((name) => row({ name })));
  await tx.insert(serviceCategories).values(salon.serviceCategories.map((name) => row({ name })));
  await tx.insert(serviceRooms).values(salon.serviceRooms.map(row));
  await tx
    .insert(clientCategories)
    .values(salon.clientCategories.map((category_name) => row({ category_name })));
  await seedStaff(tx, businessId, salon.staff, await seedPay(tx, businessId, salon.pay));
  await seedServices(tx, businessId, salon);
  await tx.insert(onlineBookingSettings).values(row({ ...salon.onlineBooking, enabled: true }));
  await seedClients(tx, businessId, salon.clients);
  await seedClientRecords(tx, businessId, salon);
  await seedOfferings(tx, businessId, salon);
  await seedStock(tx, businessId, salon.backStore);
  await seedSuppliers(tx, businessId, salon.suppliers);
  await seedProducts(tx, businessId, salon.catalogue);
  await seedAppointments(tx, businessId, locale.timezone);
  await seedOnlineBookings(tx, businessId, locale.currency, salon.onlineBookings);
  await seedStockUsage(tx, businessId, todayIn(locale.timezone));
  await seedMessages(tx, businessId, userId);
  await seedAnnouncements(tx, businessId, userId);
  await seedPaySales(tx, businessId, userId, locale.currency, locale.timezone, salon.pay);
  await seedOrders(tx, businessId, userId, locale.currency, locale.timezone);
};

/**
 * On the first start only (no user yet): the demo owner with a Nairobi salon (KES) and a
 * Sydney salon (AUD), a few records per resource each, in one transaction. Returns whether it
 * seeded. The owner's password is hashed at `passwordCost`, the server's (tests run cheaper).
 */
export const seedDemoBusiness = async (
  db: Database,
  passwordCost: PasswordCost = PASSWORD_COST,
): Promise<boolean> => {
  const [{ users: existing }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password, passwordCost);
  await db.transaction(async (tx) => {
    const userId = uuidv7();
    await tx
      .insert(users)
      .values({ id: userId, fullName: 'Wanjiru Kamau', email: DEMO_LOGIN.email, passwordHash });
    // One transaction gives every row the same now(): roles get distinct times so their order is the list's.
    const start = Date.now();
    for (const [index, salon] of DEMO_SALONS.entries())
      await seedSalon(tx, userId, salon, new Date(start + index));
  });
  return true;
};
