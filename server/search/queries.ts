import { and, asc, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import {
  SEARCH_HITS_PER_KIND,
  type AppointmentHit,
  type ClientHit,
  type OrderHit,
} from '../../registry/search';
import { wallClockOf } from '../tenancy/zonedTime';
import type { Database } from '../db/database';
import { appointments, clients, orders } from '../db/schema';
import { moneyNumber } from '../db/money';
import { likePattern } from '../http/paging';
import { phoneSearchPattern } from '../registry/phoneSearch';

/** What one search looks for, in one business. */
export interface SearchTerm {
  businessId: string;
  /** Trimmed, not empty. */
  text: string;
  /** The business country, which reads a phone number's trunk 0. */
  country: Country;
  /** The business time zone, which gives the hits' local dates and times. */
  timeZone: string;
}

/**
 * The clients a term names: part of the full name, or the phone as typed (`0722 123`). Each is an
 * ILIKE on a column with a trigram index (migrations 0001, 0002), so the search stays indexed.
 */
const clientNamed = ({ text, country }: SearchTerm): SQL =>
  or(
    ilike(clients.fullName, likePattern(text)),
    ilike(clients.phone, phoneSearchPattern(text, country) ?? likePattern(text)),
  )!;

/** Client rows joined to the appointment or order that names them: same business, same id. */
const clientOf = (table: typeof appointments | typeof orders) =>
  and(eq(clients.businessId, table.businessId), eq(clients.id, table.clientId));

/** Clients by name, phone or e-mail, alphabetically. */
export const clientHits = async (db: Database, term: SearchTerm): Promise<ClientHit[]> =>
  db
    .select({
      _id: clients.id,
      fullName: clients.fullName,
      phone: clients.phone,
      email: clients.email,
    })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, term.businessId),
        or(clientNamed(term), ilike(clients.email, likePattern(term.text))),
      ),
    )
    .orderBy(asc(clients.fullName), asc(clients.id))
    .limit(SEARCH_HITS_PER_KIND);

/**
 * Appointments of the clients a term names: those still to start first, soonest first (the one
 * the client is calling about), then past ones, latest first.
 */
export const appointmentHits = async (
  db: Database,
  term: SearchTerm,
  now = new Date(),
): Promise<AppointmentHit[]> => {
  const upcoming = gte(appointments.startDate, now);
  const rows = await db
    .select({
      _id: appointments.id,
      clientId: appointments.clientId,
      clientName: clients.fullName,
      startDate: appointments.startDate,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(clients, clientOf(appointments))
    .where(and(eq(appointments.businessId, term.businessId), clientNamed(term)))
    .orderBy(
      sql`${upcoming} desc`,
      sql`case when ${upcoming} then ${appointments.startDate} end`,
      desc(appointments.startDate),
      asc(appointments.id),
    )
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map((row) => {
    const [localDate, localTime] = wallClockOf(row.startDate, term.timeZone).split('T') as [
      string,
      string,
    ];
    return {
      ...row,
      startDate: row.startDate.toISOString(),
      localDate,
      localTime: localTime.slice(0, 5),
    };
  });
};

/** `12` or `#12`: an order number as receipts print it. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** Orders by number (that one first) or of the clients a term names, newest first. */
export const orderHits = async (db: Database, term: SearchTerm): Promise<OrderHit[]> => {
  const numbered = ORDER_NUMBER.exec(term.text);
  const byNumber = numbered ? eq(orders.orderNo, Number(numbered[1])) : undefined;
  const rows = await db
    .select({
      _id: orders.id,
      orderNo: orders.orderNo,
      clientName: clients.fullName,
      cost: orders.cost,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(clients, clientOf(orders))
    .where(and(eq(orders.businessId, term.businessId), or(byNumber, clientNamed(term))))
    .orderBy(...(byNumber ? [sql`${byNumber} desc`] : []), desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_HITS_PER_KIND);
  return rows.map(({ createdAt, cost, ...row }) => ({
    ...row,
    cost: moneyNumber(cost),
    localDate: wallClockOf(createdAt, term.timeZone).slice(0, 10),
  }));
};
