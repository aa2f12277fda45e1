import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WorkingDay } from '../../registry/staff/workingHours';
import { employee } from '../../registry';
import type { Database } from '../db/database';
import { employees, jobTitles } from '../db/schema';
import { businessLocale } from '../tenancy/locale';
import { csvDateTime, sendCsv, type CsvColumn } from '../http/csv';
import { badRequest } from '../http/errors';
import { text } from '../http/messages';
import { authorize } from '../tenancy/access';

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

/** `GET /v1/employee/export?businessId`: every employee of the business as employees.csv, by name. */
export const registerEmployeeExport = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    `${employee.path}/export`,
    async (request, reply) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        employee.module,
        'read',
      );
      if (Object.keys(request.query).some((key) => key !== 'businessId'))
        throw badRequest('saluni.validation.invalidQuery');
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
        .leftJoin(
          jobTitles,
          and(
            eq(jobTitles.businessId, employees.businessId),
            eq(jobTitles.id, employees.jobTitleId),
          ),
        )
        .where(eq(employees.businessId, access.businessId))
        .orderBy(asc(employees.fullName), asc(employees.id));
      const { timezone } = await businessLocale(db, access.businessId);
      return sendCsv(reply, 'employees.csv', columnsIn(timezone), rows);
    },
  );
};
