import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, jobTitles } from '../db/schema';
import type { DemoSalon } from './salon';

/**
 * A demo salon's staff, linked to its job titles and to their commission plans (`planIds` by
 * name). No e-mails: a demo should not invite real addresses; adding one in the app shows the
 * invitation in the outbox.
 */
export const seedStaff = async (
  tx: Database,
  businessId: string,
  staff: DemoSalon['staff'],
  planIds: Map<string, string>,
) => {
  const titles = await tx
    .select({ id: jobTitles.id, name: jobTitles.name })
    .from(jobTitles)
    .where(eq(jobTitles.businessId, businessId));
  const titleId = (name: string) => titles.find((title) => title.name === name)?.id ?? null;
  const planId = (name: string | undefined) => {
    if (name === undefined) return null;
    const id = planIds.get(name);
    if (!id) throw new Error(`The demo staff name no commission plan ${name}`);
    return id;
  };
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
      commissionPlanId: planId(person.commissionPlan),
      ...(person.shortSaturday && { workingHours: shortSaturday }),
    })),
  );
};
