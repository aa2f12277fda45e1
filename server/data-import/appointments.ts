import { eq } from 'drizzle-orm';
import { normalisePhone } from '../../registry/phone';
import type { PricingOption } from '../../registry/resources/servicePricing';
import { bookAppointment, bookingSchema } from '../appointments';
import type { Database } from '../db/database';
import { clients, employees, services } from '../db/schema';
import { parseBody } from '../http/parseBody';
import { instantOf } from '../tenancy/zonedTime';
import {
  namedRecords,
  problem,
  required,
  type ImporterOf,
  type ImportSetting,
  type RowProblem,
} from './rows';
import { dayOf, minutesOf, timeOf } from './values';

const API_FIELDS: Record<string, string> = {
  clientId: 'client',
  employeeId: 'staff',
  serviceIds: 'service',
  startDate: 'date',
  durationInMinutes: 'durationMinutes',
  notes: 'notes',
  // What a conflict names as taken.
  staff: 'staff',
  client: 'client',
};

const REQUIRED = ['date', 'startTime', 'client', 'service', 'staff'];

type Match<T> = { found: T } | { problem: 'notFound' | 'ambiguous' };

const oneOf = <T>(matches: T[]): Match<T> | undefined => {
  if (matches.length === 1) return { found: matches[0]! };
  return matches.length ? { problem: 'ambiguous' } : undefined;
};

/** What the business holds that a row names: clients, services and staff. */
const businessRecords = async (tx: Database, businessId: string) => {
  const [clientRows, serviceRows, staffRows] = await Promise.all([
    tx
      .select({
        id: clients.id,
        name: clients.fullName,
        phone: clients.phone,
        email: clients.email,
      })
      .from(clients)
      .where(eq(clients.businessId, businessId)),
    tx
      .select({ id: services.id, name: services.name, pricing: services.advancedPricing })
      .from(services)
      .where(eq(services.businessId, businessId)),
    tx
      .select({ id: employees.id, name: employees.fullName })
      .from(employees)
      .where(eq(employees.businessId, businessId)),
  ]);
  return {
    clients: clientRows,
    clientsByName: namedRecords(clientRows),
    services: namedRecords(serviceRows),
    staff: namedRecords(staffRows),
  };
};

/** The client a row names: by phone, then by e-mail, then by exact name. */
const clientMatch = (
  records: Awaited<ReturnType<typeof businessRecords>>,
  values: Record<string, string>,
  setting: ImportSetting,
): Match<{ id: string }> => {
  const phone = values.clientPhone && normalisePhone(values.clientPhone, setting.locale.country);
  const email = values.clientEmail?.toLowerCase();
  return (
    (phone ? oneOf(records.clients.filter((row) => row.phone === phone)) : undefined) ??
    (email
      ? oneOf(records.clients.filter((row) => row.email.toLowerCase() === email))
      : undefined) ??
    oneOf(
      records.clientsByName.find(values.client ?? '').filter((row) => row.name === values.client),
    ) ?? {
      problem: 'notFound',
    }
  );
};

const byName = <T>(rows: T[]): Match<T> => oneOf(rows) ?? { problem: 'notFound' };

/**
 * Future appointments: each row is the body of `POST /v1/appointment`, booked by its create path
 * (working hours, holidays, overlaps and gaps as a booking by hand). The date and time are the
 * business's wall clock; the client, service and staff member are found in the business.
 */
export const appointmentImporter: ImporterOf = async (tx: Database, setting) => {
  const records = await businessRecords(tx, setting.access.businessId);
  const { timezone } = setting.locale;

  return {
    check: async (values) => {
      const problems: RowProblem[] = REQUIRED.filter((field) => !values[field]).map(required);
      const day = values.date ? dayOf(values.date) : null;
      const time = values.startTime ? timeOf(values.startTime) : null;
      if (values.date && !day) problems.push(problem('date', 'badDate'));
      if (values.startTime && !time) problems.push(problem('startTime', 'badTime'));
      const start = day && time ? instantOf(`${day}T${time}:00`, timezone) : null;
      if (start && start <= setting.now) problems.push(problem('date', 'pastAppointment'));
      const minutes = values.durationMinutes ? minutesOf(values.durationMinutes) : null;
      if (values.durationMinutes && minutes === null)
        problems.push(problem('durationMinutes', 'badDuration'));

      const matched = {
        client: values.client ? clientMatch(records, values, setting) : undefined,
        service: values.service ? byName(records.services.find(values.service)) : undefined,
        staff: values.staff ? byName(records.staff.find(values.staff)) : undefined,
      };
      for (const [field, match] of Object.entries(matched))
        if (match && 'problem' in match) problems.push(problem(field, match.problem));
      const found = <T>(match: Match<T> | undefined) =>
        match && 'found' in match ? match.found : undefined;
      const service = found(matched.service);
      const pricing = (service?.pricing ?? []) as PricingOption[];
      const duration = minutes ?? pricing[0]?.durationInMinutes;

      const stored: Record<string, string> = {};
      if (day) stored.date = day;
      if (time) stored.startTime = time;
      if (start) stored.startDate = start.toISOString();
      if (duration) stored.durationMinutes = String(duration);
      for (const field of ['client', 'service', 'staff', 'notes'])
        if (values[field]) stored[field] = values[field];
      return {
        stored,
        problems,
        fieldOf: (apiField) => API_FIELDS[apiField],
        write: async (writer) => {
          const body = await parseBody(bookingSchema, {
            clientId: found(matched.client)?.id,
            employeeId: found(matched.staff)?.id,
            serviceIds: service ? [service.id] : [],
            startDate: start?.toISOString(),
            durationInMinutes: duration,
            ...(values.notes && { notes: values.notes }),
          });
          await bookAppointment(writer, setting.access, body);
        },
      };
    },
  };
};
