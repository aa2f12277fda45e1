import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, jobTitles } from '../db/schema';

/**
 * Demo staff of the demo salon, linked to its job titles. No e-mails: a demo should not invite
 * real addresses; adding one in the app shows the invitation in the outbox.
 */
export const seedStaff = async (tx: Database, businessId: string) => {
  const titles = await tx
    .select({ id: jobTitles.id, name: jobTitles.name })
    .from(jobTitles)
    .where(and(eq(jobTitles.businessId, businessId), inArray(jobTitles.name, ['Senior Stylist', 'Barber', 'Nail Technician'])));
  const titleId = (name: string) => titles.find((title) => title.name === name)?.id ?? null;
  const shortSaturday = DEFAULT_WORKING_HOURS.map((day) => (day.day === 'saturday' ? { ...day, end: '14:00' } : day));
  await tx.insert(employees).values([
    { businessId, id: uuidv7(), fullName: 'Achieng Odhiambo', phone: '+254712000001', jobTitleId: titleId('Senior Stylist') },
    { businessId, id: uuidv7(), fullName: 'Kamau Njoroge', phone: '+254712000002', jobTitleId: titleId('Barber'), workingHours: shortSaturday },
    { businessId, id: uuidv7(), fullName: 'Wanjiru Mwangi', jobTitleId: titleId('Nail Technician') },
  ]);
};
