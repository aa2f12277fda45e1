import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import {
  ORDER_AMOUNTS,
  amountAboveSubtotal,
  mapAmounts,
  sameAmounts,
  type OrderAmounts,
} from '../../registry/orderAmounts';
import { MAX_CART_ENTRIES, type CartEntryKind, type SoldItem } from '../../registry/orders';
import { MONEY_MAX } from '../../registry/validation';
import type { Database } from '../db/database';
import { appointments, cartEntries, carts } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { refuseUnknownQueryKeys } from '../http/listQuery';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { checkClient } from '../offerings';
import { businessTimeZone } from '../tenancy/zonedTime';
import { businessIdOf } from '../http/fields';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import { priceItems, type PricedItem } from './cartPricing';
import {
  cartDocument,
  cartEntryRows,
  cartTotals,
  ensureCart,
  priceEntries,
  soldItemOf,
  type CartRow,
} from './cartStore';
import {
  CHECKOUT_MODULE,
  DISCOUNTS_MODULE,
  cartUpdateSchema,
  entryAddSchema,
  entryUpdateSchema,
  type EntryAddBody,
} from './checkoutInput';
import { appointmentEmployee, checkedEmployee, tillEmployee } from './lineStaff';
import { toMinor, minorToNumeric, type Minor } from '../db/money';

type Query = Record<string, unknown>;

/** The cart's amounts after `PUT /v1/cart`, as columns: each one sent replaces the stored one. */
const changedAmounts = (
  cart: CartRow,
  body: Partial<OrderAmounts<number | null>>,
): OrderAmounts<string> =>
  Object.fromEntries(
    ORDER_AMOUNTS.map(({ key }) => {
      const sent = body[key];
      return [key, sent === undefined ? cart[key] : minorToNumeric(toMinor(sent ?? 0))];
    }),
  ) as OrderAmounts<string>;

const V = 'saluni.checkout.validation';

/** The field naming what each kind sells. */
const ITEM_FIELD: Record<CartEntryKind, keyof SoldItem> = {
  voucher: 'voucherId',
  membership: 'membershipId',
  product: 'productId',
  service: 'serviceId',
  servicePackage: 'servicePackageId',
};

/** The kind's own fields of an added entry, as the cart keeps them (everything else is derived). */
const storedItemOf = (body: EntryAddBody): SoldItem => {
  const kind = body.kind as CartEntryKind;
  const required = ITEM_FIELD[kind];
  if (!body[required as keyof EntryAddBody])
    throw validationFailed({ [required]: text('saluni.validation.fieldRequired') });
  switch (kind) {
    case 'voucher':
      return { kind, voucherId: body.voucherId };
    case 'membership':
      if (!body.type)
        throw validationFailed({ type: text('saluni.offerings.validation.frequencyRequired') });
      return {
        kind,
        membershipId: body.membershipId,
        type: body.type,
        duration: body.duration ?? 1,
      };
    case 'product':
      return {
        kind,
        productId: body.productId,
        ...(body.variantId && { variantId: body.variantId }),
      };
    case 'service':
      return {
        kind,
        serviceId: body.serviceId,
        appointmentId: body.appointmentId ?? null,
        ...(body.pricingOption !== undefined && { pricingOption: body.pricingOption }),
      };
    case 'servicePackage':
      return { kind, servicePackageId: body.servicePackageId };
  }
};

/** The priced item, or the 422 naming why it cannot be sold. */
const pricedOrRefused = async (
  tx: Database,
  businessId: string,
  timeZone: string,
  item: SoldItem,
  clientId: string | null,
): Promise<PricedItem> => {
  const [pricing] = await priceItems(tx, businessId, timeZone, [item], clientId);
  if (!pricing || 'problem' in pricing)
    throw validationFailed({ [pricing!.problem.field]: pricing!.problem.message });
  return pricing.priced;
};

/** A line's discount fits within it, and the line within a money column. */
const checkLine = (priced: PricedItem, quantity: number, discount: Minor) => {
  const gross = priced.unitPrice * quantity;
  if (gross > toMinor(MONEY_MAX)) throw validationFailed({ quantity: text(`${V}.lineTooLarge`) });
  if (discount > gross) throw validationFailed({ discount: text(`${V}.discountAboveLine`) });
};

/**
 * The cart (docs/areas/orders.md), one per signed-in user and business; every call replies
 * `{ cart }`. Writes lock the cart row, so two tabs adding at once never pass the entry limit.
 *   GET    /v1/cart?businessId
 *   PUT    /v1/cart {businessId, clientId?, discount?, payOnlyDeposit?}
 *   DELETE /v1/cart?businessId                      empties it (entries and client)
 *   POST   /v1/cart/entry {businessId, kind, ...SoldItem, quantity?, discount?, employeeId?}
 *   PUT    /v1/cart/entry/{id} {businessId, quantity?, discount?, appointmentId?, pricingOption?, employeeId?}
 * An entry's staff (`employeeId`, null for none) defaults to the appointment's employee, else
 * to the employee record of the signed-in user; linking another appointment takes its employee.
 *   DELETE /v1/cart/entry/{id}?businessId
 */
export const registerCartRoutes = (app: FastifyInstance, db: Database) => {
  /** Runs `change` on the locked cart in one transaction, replies the cart. */
  const cartCall = async (
    access: Access,
    change?: (tx: Database, cart: CartRow, timeZone: string) => Promise<void>,
  ) => {
    const timeZone = await businessTimeZone(db, access.businessId);
    const cart = await db.transaction(async (tx) => {
      const locked = await ensureCart(tx, access.businessId, access.user.id, Boolean(change));
      if (!change) return locked;
      await change(tx, locked, timeZone);
      const [updated] = await tx
        .update(carts)
        .set({ updatedAt: new Date() })
        .where(and(eq(carts.businessId, access.businessId), eq(carts.id, locked.id)))
        .returning();
      return updated!;
    });
    return { cart: await cartDocument(db, access.businessId, timeZone, cart) };
  };

  /** A non-zero discount needs `sales.Discounts` create (403 otherwise). */
  const checkDiscountAllowed = async (
    request: FastifyRequest,
    businessId: string,
    discount: number | undefined,
  ) => {
    if (discount) await authorize(db, request, businessId, DISCOUNTS_MODULE, 'create');
  };

  // The cart's calls take the business in the query (reads, deletes) or in the body (writes)
  // and nothing else there: a stray key is a 400, never silently ignored.
  const ONLY_BUSINESS = ['businessId'];
  const NOTHING: string[] = [];

  app.get<{ Querystring: Query }>('/v1/cart', async (request) => {
    const access = await authorize(db, request, request.query.businessId, CHECKOUT_MODULE, 'read');
    refuseUnknownQueryKeys(request.query, ONLY_BUSINESS);
    return cartCall(access);
  });

  app.put<{ Querystring: Query }>('/v1/cart', async (request) => {
    const businessId = businessIdOf(request.body);
    const access = await authorize(db, request, businessId, CHECKOUT_MODULE, 'update');
    refuseUnknownQueryKeys(request.query, NOTHING);
    const body = await parseBody(cartUpdateSchema, request.body);
    for (const amount of ORDER_AMOUNTS)
      if (body[amount.key])
        await authorize(db, request, access.businessId, amount.module, 'create');
    return cartCall(access, async (tx, cart, timeZone) => {
      const clientId = body.clientId === undefined ? cart.clientId : body.clientId || null;
      if (clientId && clientId !== cart.clientId)
        await checkClient(tx, access.businessId, clientId);
      const next = { ...cart, clientId, ...changedAmounts(cart, body) };
      const priced = await priceEntries(
        tx,
        access.businessId,
        timeZone,
        next,
        await cartEntryRows(tx, access.businessId, cart.id),
      );
      const otherClient = priced.find(
        ({ pricing }) => 'problem' in pricing && pricing.problem.field === 'appointmentId',
      );
      if (otherClient && 'problem' in otherClient.pricing)
        throw validationFailed({ clientId: otherClient.pricing.problem.message });
      const above = amountAboveSubtotal(cartTotals(next, priced));
      if (above) throw validationFailed({ [above.key]: text(`${V}.${above.key}AboveSubtotal`) });
      await tx
        .update(carts)
        .set({
          clientId,
          ...mapAmounts(next, (value) => value),
          ...(body.payOnlyDeposit !== undefined && { payOnlyDeposit: body.payOnlyDeposit }),
        })
        .where(and(eq(carts.businessId, access.businessId), eq(carts.id, cart.id)));
    });
  });

  app.delete<{ Querystring: Query }>('/v1/cart', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      CHECKOUT_MODULE,
      'delete',
    );
    refuseUnknownQueryKeys(request.query, ONLY_BUSINESS);
    checkVendorModule(request, CHECKOUT_MODULE);
    return cartCall(access, (tx, cart) => emptyCart(tx, access.businessId, cart.id));
  });

  app.post<{ Querystring: Query }>('/v1/cart/entry', async (request) => {
    const businessId = businessIdOf(request.body);
    const access = await authorize(db, request, businessId, CHECKOUT_MODULE, 'create');
    refuseUnknownQueryKeys(request.query, NOTHING);
    const body = await parseBody(entryAddSchema, request.body);
    await checkDiscountAllowed(request, access.businessId, body.discount);
    const item = storedItemOf(body);
    return cartCall(access, async (tx, cart, timeZone) => {
      const [{ entries }] = (await tx
        .select({ entries: count() })
        .from(cartEntries)
        .where(
          and(eq(cartEntries.businessId, access.businessId), eq(cartEntries.cartId, cart.id)),
        )) as [{ entries: number }];
      if (entries >= MAX_CART_ENTRIES)
        throw new HttpError(409, 'INVALID_STATE', text(`${V}.cartFull`, { max: MAX_CART_ENTRIES }));
      const clientId =
        cart.clientId ?? (await appointmentClientOf(tx, access.businessId, item.appointmentId));
      const priced = await pricedOrRefused(tx, access.businessId, timeZone, item, clientId);
      const quantity = body.quantity ?? 1;
      const discount = toMinor(body.discount ?? 0);
      checkLine(priced, quantity, discount);
      const employeeId =
        body.employeeId !== undefined
          ? await checkedEmployee(tx, access.businessId, body.employeeId)
          : ((await appointmentEmployee(tx, access.businessId, priced.appointmentId)) ??
            (await tillEmployee(tx, access.businessId, access.user.id)));
      // A service booked for a client makes that client the cart's, when it has none yet.
      if (clientId !== cart.clientId)
        await tx
          .update(carts)
          .set({ clientId })
          .where(and(eq(carts.businessId, access.businessId), eq(carts.id, cart.id)));
      await tx.insert(cartEntries).values({
        businessId: access.businessId,
        id: uuidv7(),
        cartId: cart.id,
        kind: item.kind,
        item: { ...item, appointmentId: undefined },
        quantity,
        discount: minorToNumeric(discount),
        appointmentId: priced.appointmentId,
        employeeId,
      });
    });
  });

  app.put<{ Params: { id: string }; Querystring: Query }>('/v1/cart/entry/:id', async (request) => {
    const businessId = businessIdOf(request.body);
    const access = await authorize(db, request, businessId, CHECKOUT_MODULE, 'update');
    refuseUnknownQueryKeys(request.query, NOTHING);
    if (!isUuid(request.params.id)) throw notFound();
    const body = await parseBody(entryUpdateSchema, request.body);
    await checkDiscountAllowed(request, access.businessId, body.discount);
    return cartCall(access, async (tx, cart, timeZone) => {
      const byId = and(
        eq(cartEntries.businessId, access.businessId),
        eq(cartEntries.cartId, cart.id),
        eq(cartEntries.id, request.params.id),
      );
      const [row] = await tx.select().from(cartEntries).where(byId);
      if (!row) throw notFound();
      const current = soldItemOf(row);
      if (current.kind !== 'service' && (body.appointmentId || body.pricingOption !== undefined)) {
        throw validationFailed({
          [body.appointmentId ? 'appointmentId' : 'pricingOption']: text(`${V}.servicesOnly`),
        });
      }
      const item: SoldItem = {
        ...current,
        ...(body.appointmentId !== undefined && { appointmentId: body.appointmentId || null }),
        ...(body.pricingOption !== undefined && { pricingOption: body.pricingOption }),
      };
      const priced = await pricedOrRefused(tx, access.businessId, timeZone, item, cart.clientId);
      const quantity = body.quantity ?? row.quantity;
      const discount = body.discount === undefined ? toMinor(row.discount) : toMinor(body.discount);
      checkLine(priced, quantity, discount);
      const relinked = priced.appointmentId !== row.appointmentId && priced.appointmentId !== null;
      const employeeId =
        body.employeeId !== undefined
          ? await checkedEmployee(tx, access.businessId, body.employeeId)
          : relinked
            ? ((await appointmentEmployee(tx, access.businessId, priced.appointmentId)) ??
              row.employeeId)
            : row.employeeId;
      await tx
        .update(cartEntries)
        .set({
          item: { ...item, appointmentId: undefined },
          quantity,
          discount: minorToNumeric(discount),
          appointmentId: priced.appointmentId,
          employeeId,
          updatedAt: new Date(),
        })
        .where(byId);
    });
  });

  app.delete<{ Params: { id: string }; Querystring: Query }>(
    '/v1/cart/entry/:id',
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        CHECKOUT_MODULE,
        'delete',
      );
      refuseUnknownQueryKeys(request.query, ONLY_BUSINESS);
      checkVendorModule(request, CHECKOUT_MODULE);
      if (!isUuid(request.params.id)) throw notFound();
      return cartCall(access, async (tx, cart) => {
        const removed = await tx
          .delete(cartEntries)
          .where(
            and(
              eq(cartEntries.businessId, access.businessId),
              eq(cartEntries.cartId, cart.id),
              eq(cartEntries.id, request.params.id),
            ),
          )
          .returning({ id: cartEntries.id });
        if (removed.length === 0) throw notFound();
      });
    },
  );
};

/** The client of an appointment of the business, or null when none is named (unknown ones are refused by pricing). */
const appointmentClientOf = async (
  tx: Database,
  businessId: string,
  appointmentId: string | null | undefined,
): Promise<string | null> => {
  if (!appointmentId) return null;
  const [row] = await tx
    .select({ clientId: appointments.clientId })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(appointments.id, appointmentId)));
  return row?.clientId ?? null;
};

/** Removes every entry and the client, discount and deposit choice: the next sale starts clean. */
export const emptyCart = async (tx: Database, businessId: string, cartId: string) => {
  await tx
    .delete(cartEntries)
    .where(and(eq(cartEntries.businessId, businessId), eq(cartEntries.cartId, cartId)));
  await tx
    .update(carts)
    .set({ clientId: null, ...sameAmounts('0'), payOnlyDeposit: false, updatedAt: new Date() })
    .where(and(eq(carts.businessId, businessId), eq(carts.id, cartId)));
};
