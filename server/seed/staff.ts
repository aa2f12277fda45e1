import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, jobTitles } from '../db/schema';
import type { DemoSalon } from './salon';

/**
 * A demo salon's staff, linked to its job titles. No e-mails: a demo should not invite real
 * addresses; adding one in the app shows the invitation in the outbox.
 */
export const seedStaff = async (tx: Database, businessId: string, staff: DemoSalon['staff']) => {
  const titles = await tx
    .select({ id: jobTitles.id, name: jobTitles.name })
    .from(jobTitles)
    .where(eq(jobTitles.businessId, businessId));
  const titleId = (name: string) => titles.find((title) => title.name === name)?.id ?? null;
  const shortSaturday = DEFAULT_WORKING_HOURS.map((day) =>
    day.day === 'saturday' ? { ...day, end: '14:00' } : day,
  );
  await tx.insert(employees).values(
    staff.map((person) => ({
      businessId,
      id: uuidv7(),
      fullName: person.fullName,
      phone: person.phone ?? null,
      jobTitleId: titleId(person.jobTitle),
      ...(person.shortSaturday && { workingHours: shortSaturday }),
    })),
  );
};
