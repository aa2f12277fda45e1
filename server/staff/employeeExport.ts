import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { WorkingDay } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, jobTitles } from '../db/schema';
import { businessLocale } from '../tenancy/locale';
import { csvDateTime, sendCsv, type CsvColumn } from '../http/csv';
import { text } from '../http/messages';
import { joinReferenced } from '../db/businessRows';

type ExportRow = {
  fullName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  workingHours: unknown;
  createdAt: Date;
};

/** "Monday 08:00-18:00; …; Sunday Day off": the week as one readable cell. */
const weekText = (hours: unknown) =>
  (Array.isArray(hours) ? (hours as WorkingDay[]) : [])
    .map(
      (day) =>
        `${text(`saluni.staff.workingHours.days.${day.day}`)} ${day.working ? `${day.start}-${day.end}` : text('saluni.staff.workingHours.dayOff')}`,
    )
    .join('; ');

const columnsIn = (timeZone: string): CsvColumn<ExportRow>[] => [
  { header: 'Full name', value: (row) => row.fullName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Job title', value: (row) => row.jobTitle },
  { header: 'Working hours', value: (row) => weekText(row.workingHours) },
  { header: 'Created at', value: (row) => csvDateTime(row.createdAt, timeZone) },
];

/** Every employee of the business as employees.csv, by name. */
export const sendEmployeesCsv = async (db: Database, businessId: string, reply: FastifyReply) => {
  const rows = await db
    .select({
      fullName: employees.fullName,
      email: employees.email,
      phone: employees.phone,
      jobTitle: jobTitles.name,
      workingHours: employees.workingHours,
      createdAt: employees.createdAt,
    })
    .from(employees)
    .leftJoin(jobTitles, joinReferenced(jobTitles, employees.jobTitleId))
    .where(eq(employees.businessId, businessId))
    .orderBy(asc(employees.fullName), asc(employees.id));
  const { timezone } = await businessLocale(db, businessId);
  return sendCsv(reply, 'employees.csv', columnsIn(timezone), rows);
};
