import { count } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { InferType } from 'yup';
import { v7 as uuidv7 } from 'uuid';
import { MAX_CART_ENTRIES, type CartEntryKind, type SoldItem } from '../../registry/orders';
import { MONEY_MAX } from '../../registry/validation';
import type { Database } from '../db/database';
import { toMinor, minorToNumeric, type Minor } from '../db/money';
import { cartEntries, carts } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { requireAction, type Access } from '../tenancy/access';
import { cartCall } from './cartChanges';
import { priceItems, type PricedItem } from './cartPricing';
import { soldItemOf } from './cartStore';
import { DISCOUNTS_MODULE, type EntryAddBody, type entryUpdateSchema } from './checkoutInput';
import { checkedShares } from '../appointments';
import { appointmentPeople, checkedEmployee, storedShares, tillEmployee } from './lineStaff';
import type { StaffShare } from '../../registry/lineShares';
import type { StaffShareInput } from '../../registry/orders';

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

/**
 * The staff a call names, stored (lead in `employee_id`, the shares when shared): `staff` as
 * given, else `employeeId` alone (null for nobody), else undefined when it names neither.
 */
const namedStaff = async (
  tx: Database,
  businessId: string,
  body: { staff?: StaffShareInput[]; employeeId?: string | null },
): Promise<StaffShare[] | undefined> => {
  if (body.staff !== undefined) return checkedShares(tx, businessId, body.staff);
  if (body.employeeId === undefined) return undefined;
  return soleOrNobody(await checkedEmployee(tx, businessId, body.employeeId));
};

const soleOrNobody = (employeeId: string | null): StaffShare[] =>
  employeeId === null ? [] : [{ employeeId, share: 1 }];

/** A line's discount fits within it, and the line within a money column. */
const checkLine = (priced: PricedItem, quantity: number, discount: Minor) => {
  const gross = priced.unitPrice * quantity;
  if (gross > toMinor(MONEY_MAX)) throw validationFailed({ quantity: text(`${V}.lineTooLarge`) });
  if (discount > gross) throw validationFailed({ discount: text(`${V}.discountAboveLine`) });
};

/**
 * `POST /v1/cart/entry`: one more entry, priced now (a discount needs `sales.Discounts`). Its
 * staff (`staff` with their shares, or `employeeId` alone, null for none) defaults to the
 * appointment's staff and shares, else to the employee record of the signed-in user; a service
 * booked for a client makes that client the cart's when it has none yet.
 */
export const addEntry = async (db: Database, access: Access, body: EntryAddBody) => {
  if (body.discount) await requireAction(db, access, DISCOUNTS_MODULE, 'create');
  const item = storedItemOf(body);
  return cartCall(db, access, async (tx, cart, timeZone) => {
    const [{ entries }] = (await tx
      .select({ entries: count() })
      .from(cartEntries)
      .where(businessRowsMatching(cartEntries, access.businessId, { cartId: cart.id }))) as [
      { entries: number },
    ];
    if (entries >= MAX_CART_ENTRIES)
      throw new HttpError(409, 'INVALID_STATE', text(`${V}.cartFull`, { max: MAX_CART_ENTRIES }));
    const clientId =
      cart.clientId ??
      (await appointmentPeople(tx, access.businessId, item.appointmentId))?.clientId ??
      null;
    const priced = await pricedOrRefused(tx, access.businessId, timeZone, item, clientId);
    const quantity = body.quantity ?? 1;
    const discount = toMinor(body.discount ?? 0);
    checkLine(priced, quantity, discount);
    const staff =
      (await namedStaff(tx, access.businessId, body)) ??
      (await appointmentPeople(tx, access.businessId, priced.appointmentId))?.staff ??
      soleOrNobody(await tillEmployee(tx, access.businessId, access.user.id));
    if (clientId !== cart.clientId)
      await tx
        .update(carts)
        .set({ clientId })
        .where(businessRow(carts, access.businessId, cart.id));
    await tx.insert(cartEntries).values({
      businessId: access.businessId,
      id: uuidv7(),
      cartId: cart.id,
      kind: item.kind,
      item: { ...item, appointmentId: undefined },
      quantity,
      discount: minorToNumeric(discount),
      appointmentId: priced.appointmentId,
      ...storedShares(staff),
    });
  });
};

/**
 * `PUT /v1/cart/entry/{id}`: quantity, discount, and for a service its appointment and pricing
 * option, and its staff (`staff` or `employeeId`). Linking another appointment takes its staff
 * and shares unless the call names them.
 */
export const updateEntry = async (
  db: Database,
  access: Access,
  entryId: string,
  body: InferType<typeof entryUpdateSchema>,
) => {
  if (!isUuid(entryId)) throw notFound();
  if (body.discount) await requireAction(db, access, DISCOUNTS_MODULE, 'create');
  return cartCall(db, access, async (tx, cart, timeZone) => {
    const byId = businessRowsMatching(cartEntries, access.businessId, {
      cartId: cart.id,
      id: entryId,
    });
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
    const named = await namedStaff(tx, access.businessId, body);
    const relinkedStaff = relinked
      ? (await appointmentPeople(tx, access.businessId, priced.appointmentId))?.staff
      : undefined;
    const stored = named ?? relinkedStaff;
    await tx
      .update(cartEntries)
      .set({
        item: { ...item, appointmentId: undefined },
        quantity,
        discount: minorToNumeric(discount),
        appointmentId: priced.appointmentId,
        ...(stored && storedShares(stored)),
        updatedAt: new Date(),
      })
      .where(byId);
  });
};
