import { and, asc, count, desc, eq, exists, sql, sum, type SQL } from 'drizzle-orm';
import { businessRowsMatching, joinReferenced } from '../db/businessRows';
import type { SalesLedgerEntry } from '../../registry/orders';
import type { Database } from '../db/database';
import { clients, employees, orderLines, orders, stockEntries, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { pagingOf } from '../http/listQuery';
import { toPage } from '../registry/documents';
import { isUuid } from '../http/ids';
import { SALES_MOVEMENT } from '../orders';
import { selectMovements } from '../stock';
import { minorToNumber, toMinor } from '../db/money';

type Query = Record<string, unknown>;

/** The list's query keys beside the business. */
export const SALES_LEDGER_KEYS = ['user', 'page', 'limit', 'sort'] as const;

/** The order id a movement names, or null for a reference that is not an id (never cast then). */
const REFERENCED_ORDER = sql`(case when ${stockEntries.reference} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${stockEntries.reference}::uuid end)`;

const textParam = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined || value === '' || value === 'null') return undefined;
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  return value.trim() || undefined;
};

/** The user account of the business's employee with this e-mail, or null when none has one. */
const employeeUserId = async (
  db: Database,
  businessId: string,
  email: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(
      and(eq(employees.businessId, businessId), sql`lower(${employees.email}) = lower(${email})`),
    )
    .limit(1);
  return row?.userId ?? null;
};

/** Each row's order with its client's name and who took it, one query each for the page. */
const ordersOf = async (db: Database, businessId: string, orderIds: string[]) => {
  if (!orderIds.length) return new Map<string, SalesLedgerEntry['order']>();
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      fullName: clients.fullName,
      userName: users.fullName,
    })
    .from(orders)
    .innerJoin(clients, joinReferenced(clients, orders.clientId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(businessRowsMatching(orders, businessId, { id: orderIds }));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        _id: row.id,
        orderNo: row.orderNo,
        client: { fullName: row.fullName },
        user: row.userName === null ? null : { displayName: row.userName },
      },
    ]),
  );
};

/** An order's product, variant pair: the stock a movement of that order moved. */
const lineKey = (orderId: string, productId: string | null, variantId: string | null) =>
  `${orderId}/${productId}/${variantId}`;

/**
 * The page's orders' product lines, summed per product and variant (the same item may be on two
 * lines): what the item is called on the order, and the units and money they were sold for.
 */
const soldLinesOf = async (db: Database, businessId: string, orderIds: string[]) => {
  if (!orderIds.length)
    return new Map<string, { name: string; units: number; total: string | null }>();
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      name: sql<string>`min(${orderLines.name})`,
      units: sql<number>`sum(${orderLines.quantity})::int`,
      total: sum(orderLines.total),
    })
    .from(orderLines)
    .where(businessRowsMatching(orderLines, businessId, { orderId: orderIds, kind: 'product' }))
    .groupBy(orderLines.orderId, orderLines.productId, orderLines.variantId);
  return new Map(rows.map((row) => [lineKey(row.orderId, row.productId, row.variantId), row]));
};

/**
 * What a movement's units were sold for: their share of the line's total (after its discount;
 * the order's own discount is not shared out), in the order's money. Null when no line matches.
 */
const valueOf = (
  line: { units: number; total: string | null } | undefined,
  quantity: number,
): number | null =>
  line && line.units > 0
    ? minorToNumber(Math.round((toMinor(line.total ?? 0) * quantity) / line.units))
    : null;

/**
 * The sales ledger's page (`GET /v1/sales-ledger`, docs/areas/orders.md, Sales ledger): the
 * business's SALE and SALES-RETURNS movements, newest first unless `sort=createdAt`, each with
 * its order, the item's name on the order and the money its units were sold for. `user` is an
 * employee's e-mail: only the orders that employee's account took (an e-mail of no employee
 * finds nothing).
 */
export const salesLedgerPage = async (db: Database, businessId: string, query: Query) => {
  const { page, limit } = pagingOf(query);
  const sort = textParam(query, 'sort') ?? '-createdAt';
  if (sort !== '-createdAt' && sort !== 'createdAt')
    throw badRequest('saluni.validation.invalidQuery');
  const sortOf = { field: 'createdAt', direction: sort === 'createdAt' ? 1 : -1 } as const;

  let takenBy: SQL | undefined;
  const email = textParam(query, 'user');
  if (email !== undefined) {
    const userId = await employeeUserId(db, businessId, email);
    if (!userId) return toPage([], 0, page, limit, sortOf);
    takenBy = eq(orders.userId, userId);
  }
  // Only movements whose order still exists (a deleted order's rows stay in the append-only
  // ledger but have no order to show). The reference is cast only when it is an id, so the
  // order's primary key finds it.
  const orderOfEntry = db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, stockEntries.businessId),
        sql`${orders.id} = ${REFERENCED_ORDER}`,
        takenBy,
      ),
    );
  const conditions: SQL[] = [
    eq(stockEntries.businessId, businessId),
    SALES_MOVEMENT,
    exists(orderOfEntry),
  ];
  const where = and(...conditions);
  const ordering =
    sort === 'createdAt'
      ? [asc(stockEntries.createdAt), asc(stockEntries.id)]
      : [desc(stockEntries.createdAt), desc(stockEntries.id)];
  let rows = selectMovements(db)
    .where(where)
    .orderBy(...ordering);
  if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
  const [entries, [totals]] = await Promise.all([
    rows,
    db.select({ total: count() }).from(stockEntries).where(where),
  ]);
  const orderIds = [...new Set(entries.map((row) => row.reference).filter(isUuid))];
  const [orderById, lineByItem] = await Promise.all([
    ordersOf(db, businessId, orderIds),
    soldLinesOf(db, businessId, orderIds),
  ]);
  const docs = entries.flatMap((row): SalesLedgerEntry[] => {
    const order = row.reference ? orderById.get(row.reference) : undefined;
    if (!order) return [];
    const line = lineByItem.get(lineKey(order._id, row.productId, row.variantId));
    return [
      {
        _id: row.id,
        transactionType: row.referenceType === 'Sale' ? 'SALE' : 'SALES-RETURNS',
        quantity: row.quantity,
        name: line?.name ?? row.title,
        value: valueOf(line, row.quantity),
        itemCode: { _id: row.productId, title: row.title },
        variant: { _id: row.variantId, sku: row.sku },
        warehouse: { _id: row.warehouseId, name: row.warehouseName },
        reference: row.reference,
        order,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  return toPage(docs, totals!.total, limit > 0 ? page : 1, limit, sortOf);
};
