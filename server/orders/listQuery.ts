import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CART_ENTRY_KINDS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAID_IN_FULL_STATUSES,
  PAYMENT_METHODS,
} from '../../registry/orders';
import { hasChildRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { clients, orderLines, orderPayments, orders } from '../db/schema';
import { badRequest } from '../http/errors';
import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { isUuid } from '../http/ids';
import { likePattern } from '../http/paging';

dayjs.extend(utc);
dayjs.extend(timezone);

type Query = Record<string, unknown>;

/** The filters the list and the export share; the list adds paging. */
const FILTER_KEYS = [
  'businessId',
  'paymentMethod',
  'paymentStatus',
  'status',
  'type',
  'dateStart',
  'dateEnd',
  'clientId',
  'clientEmail',
  'q',
  'sort',
];
export const LIST_KEYS = [...FILTER_KEYS, 'page', 'limit'];
export const EXPORT_KEYS = FILTER_KEYS;

/** A page holds at most this many orders; a larger (or 0, "all") limit gets this many. */
export const MAX_ORDER_PAGE = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A text query value: absent or empty is undefined; an array (a repeated key) is a 400. */
const textParam = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  return value;
};

const choiceParam = <T extends string>(
  query: Query,
  key: string,
  choices: readonly T[],
): T | undefined => {
  const value = textParam(query, key);
  if (value !== undefined && !(choices as readonly string[]).includes(value))
    throw badRequest('saluni.validation.invalidQuery');
  return value as T | undefined;
};

/**
 * A `dateStart`/`dateEnd` bound on the order date. A bare day is a day on the business's clock
 * (the Orders tab's date filters are the salon's days); the end day is included whole.
 */
const dateBound = (value: string | undefined, end: boolean, timeZone: string): SQL | undefined => {
  if (value === undefined) return undefined;
  if (DAY.test(value)) {
    const day = dayjs.tz(value, timeZone);
    if (!day.isValid() || day.format('YYYY-MM-DD') !== value)
      throw badRequest('saluni.validation.invalidQuery');
    return end
      ? lt(orders.createdAt, day.add(1, 'day').toDate())
      : gte(orders.createdAt, day.toDate());
  }
  const instant = new Date(value);
  if (!DATE_TIME.test(value) || Number.isNaN(instant.getTime()))
    throw badRequest('saluni.validation.invalidQuery');
  return end ? lte(orders.createdAt, instant) : gte(orders.createdAt, instant);
};

/** Newest first unless `sort=createdAt`; the id breaks ties so paging never repeats a row. */
const orderingOf = (query: Query) => {
  const sort = choiceParam(query, 'sort', ['-createdAt', 'createdAt'] as const) ?? '-createdAt';
  return sort === 'createdAt'
    ? { sort, orderBy: [asc(orders.createdAt), asc(orders.id)] }
    : { sort, orderBy: [desc(orders.createdAt), desc(orders.id)] };
};

/**
 * The conditions of the orders list and export (docs/areas/orders.md): payment method (an order
 * with a payment of it), payment status (`completed` is paid), delivery status, type (an order
 * with a line of that kind), dates, client (id or e-mail) and `q`: the order number when it is a
 * number, else a part of the client's name or e-mail.
 */
export const orderListQuery = (
  db: Database,
  businessId: string,
  timeZone: string,
  query: Query,
  known: readonly string[],
) => {
  refuseUnknownQueryKeys(query, known);
  const conditions: (SQL | undefined)[] = [eq(orders.businessId, businessId)];
  /** Orders of a client of the business that meets `condition`. */
  const clientMatches = (condition: SQL) =>
    sql`${orders.clientId} in ${db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), condition))}`;

  const method = choiceParam(query, 'paymentMethod', PAYMENT_METHODS);
  if (method) {
    conditions.push(
      hasChildRow(
        db,
        orderPayments,
        orderPayments.orderId,
        orders,
        eq(orderPayments.method, method),
      ),
    );
  }
  const paymentStatus = choiceParam(query, 'paymentStatus', [
    ...ORDER_PAYMENT_STATUSES,
    'completed',
  ] as const);
  if (paymentStatus)
    conditions.push(
      eq(orders.paymentStatus, paymentStatus === 'completed' ? 'paid' : paymentStatus),
    );
  const status = choiceParam(query, 'status', ORDER_STATUSES);
  // As the list shows it: an order paid at the salon (registry/orders.ts paidAtSalon) is no longer
  // pending but collected, which counts as delivered.
  const paidInFull = inArray(orders.paymentStatus, [...PAID_IN_FULL_STATUSES]);
  if (status === 'pending') conditions.push(and(eq(orders.status, 'pending'), not(paidInFull))!);
  else if (status === 'delivered')
    conditions.push(
      or(eq(orders.status, 'delivered'), and(eq(orders.status, 'pending'), paidInFull))!,
    );
  else if (status) conditions.push(eq(orders.status, status));
  // `package` is the reports' name of the servicePackage kind (registry/reports.ts orderTypeOfReport).
  const type = choiceParam(query, 'type', [...CART_ENTRY_KINDS, 'package'] as const);
  const kind = type === 'package' ? 'servicePackage' : type;
  if (kind) {
    conditions.push(
      hasChildRow(db, orderLines, orderLines.orderId, orders, eq(orderLines.kind, kind)),
    );
  }
  conditions.push(
    dateBound(textParam(query, 'dateStart'), false, timeZone),
    dateBound(textParam(query, 'dateEnd'), true, timeZone),
  );

  const clientId = textParam(query, 'clientId');
  if (clientId !== undefined) {
    if (!isUuid(clientId)) throw badRequest('saluni.validation.invalidQuery');
    conditions.push(eq(orders.clientId, clientId));
  }
  const clientEmail = textParam(query, 'clientEmail')?.trim();
  if (clientEmail) {
    conditions.push(clientMatches(sql`lower(${clients.email}) = lower(${clientEmail})`));
  }
  const term = textParam(query, 'q')?.trim();
  if (term && /^\d{1,9}$/.test(term)) conditions.push(eq(orders.orderNo, Number(term)));
  else if (term) {
    conditions.push(
      clientMatches(
        or(ilike(clients.fullName, likePattern(term)), ilike(clients.email, likePattern(term)))!,
      ),
    );
  }
  return { where: and(...conditions)!, ...orderingOf(query) };
};

/** The list's page and limit: 10 by default, at most MAX_ORDER_PAGE. */
export const orderPaging = (query: Query) => {
  const { page, limit } = pagingOf(query);
  return { page, limit: limit === 0 ? MAX_ORDER_PAGE : Math.min(limit, MAX_ORDER_PAGE) };
};
