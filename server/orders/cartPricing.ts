import { businessRowsMatching } from '../db/businessRows';
import type { MembershipDuration } from '../../registry/offerings/membershipTerms';
import type { SoldItem } from '../../registry/orders';
import { LAST_DAY } from '../../registry/validation';
import { wallClockOf } from '../tenancy/zonedTime';
import type { Database } from '../db/database';
import {
  appointments,
  memberships,
  products,
  productVariants,
  servicePackages,
  services,
  vouchers,
  warehouses,
} from '../db/schema';
import { text } from '../http/messages';
import { holdingEnd } from '../offerings';
import { localDate } from '../tenancy/zonedTime';
import { GENERAL_WAREHOUSE } from '../stock';
import { toMinor, type Minor } from '../db/money';

const V = 'saluni.checkout.validation';

/** A sold item priced from the catalogue today: what a cart entry shows and an order line copies. */
export interface PricedItem {
  /** The stored fields plus what the server derives (uses, period, appointment day and time). */
  item: SoldItem;
  name: string;
  unitPrice: Minor;
  appointmentId: string | null;
  /** The item's tax class (a band of registry/tax.ts), or null for its country's standard band. */
  taxClass: string | null;
  /** Product lines: where the units leave from. */
  productId?: string;
  variantId?: string;
  warehouseId?: string;
}

/** Why an item cannot be sold: the field to name and its message. */
export interface PricingProblem {
  field: string;
  message: string;
}

export type Pricing = { priced: PricedItem } | { problem: PricingProblem };

interface PricingOption {
  name?: string;
  price?: number;
  durationInMinutes?: number;
}

const byIds = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const idsOf = (items: SoldItem[], key: keyof SoldItem) => [
  ...new Set(items.map((item) => item[key]).filter((id): id is string => typeof id === 'string')),
];

const notFound = (field: string): Pricing => ({
  problem: { field, message: text('saluni.validation.referenceNotFound') },
});
const refused = (field: string, key: string, args?: Record<string, string | number>): Pricing => ({
  problem: { field, message: text(key, args) },
});

/** Everything the items name, one query per kind whatever the number of items. */
const loadCatalogue = async (db: Database, businessId: string, items: SoldItem[]) => {
  const voucherIds = idsOf(items, 'voucherId');
  const membershipIds = idsOf(items, 'membershipId');
  const productIds = idsOf(items, 'productId');
  const serviceIds = idsOf(items, 'serviceId');
  const packageIds = idsOf(items, 'servicePackageId');
  const appointmentIds = idsOf(items, 'appointmentId');
  const none = Promise.resolve([]);
  const [
    voucherRows,
    membershipRows,
    productRows,
    variantRows,
    serviceRows,
    packageRows,
    appointmentRows,
    generalRows,
  ] = await Promise.all([
    voucherIds.length
      ? db
          .select()
          .from(vouchers)
          .where(businessRowsMatching(vouchers, businessId, { id: voucherIds }))
      : none,
    membershipIds.length
      ? db
          .select()
          .from(memberships)
          .where(businessRowsMatching(memberships, businessId, { id: membershipIds }))
      : none,
    productIds.length
      ? db
          .select({
            id: products.id,
            title: products.title,
            salesWarehouseId: products.salesWarehouseId,
            taxClass: products.tax_class,
          })
          .from(products)
          .where(businessRowsMatching(products, businessId, { id: productIds }))
      : none,
    productIds.length
      ? db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            sku: productVariants.sku,
            retailPrice: productVariants.retail_price,
          })
          .from(productVariants)
          .where(businessRowsMatching(productVariants, businessId, { productId: productIds }))
      : none,
    serviceIds.length
      ? db
          .select({
            id: services.id,
            name: services.name,
            advancedPricing: services.advancedPricing,
            taxClass: services.taxClass,
          })
          .from(services)
          .where(businessRowsMatching(services, businessId, { id: serviceIds }))
      : none,
    packageIds.length
      ? db
          .select()
          .from(servicePackages)
          .where(businessRowsMatching(servicePackages, businessId, { id: packageIds }))
      : none,
    appointmentIds.length
      ? db
          .select({
            id: appointments.id,
            clientId: appointments.clientId,
            startDate: appointments.startDate,
            durationInMinutes: appointments.durationInMinutes,
            paidOrderId: appointments.paidOrderId,
          })
          .from(appointments)
          .where(businessRowsMatching(appointments, businessId, { id: appointmentIds }))
      : none,
    productIds.length
      ? db
          .select({ id: warehouses.id })
          .from(warehouses)
          .where(businessRowsMatching(warehouses, businessId, { name: GENERAL_WAREHOUSE }))
          .limit(1)
      : none,
  ]);
  return {
    vouchers: byIds(voucherRows),
    memberships: byIds(membershipRows),
    products: byIds(productRows),
    variantsOf: (productId: string) => variantRows.filter((row) => row.productId === productId),
    services: byIds(serviceRows),
    packages: byIds(packageRows),
    appointments: byIds(appointmentRows),
    generalWarehouseId: generalRows[0]?.id,
  };
};

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

const priceService = (
  catalogue: Catalogue,
  item: SoldItem,
  clientId: string | null,
  timeZone: string,
): Pricing => {
  const service = catalogue.services.get(item.serviceId ?? '');
  if (!service) return notFound('serviceId');
  const appointment = item.appointmentId
    ? catalogue.appointments.get(item.appointmentId)
    : undefined;
  if (item.appointmentId) {
    if (!appointment) return notFound('appointmentId');
    if (clientId !== null && appointment.clientId !== clientId)
      return refused('appointmentId', `${V}.appointmentOtherClient`);
    if (appointment.paidOrderId !== null) return refused('appointmentId', `${V}.appointmentPaid`);
  }
  const options = (
    Array.isArray(service.advancedPricing) ? service.advancedPricing : []
  ) as PricingOption[];
  if (options.length === 0) return refused('serviceId', `${V}.serviceUnpriced`);
  const matching = appointment
    ? options.findIndex((option) => option.durationInMinutes === appointment.durationInMinutes)
    : -1;
  const index = item.pricingOption ?? Math.max(matching, 0);
  const option = options[index];
  if (!option) return refused('pricingOption', `${V}.pricingOption`, { max: options.length - 1 });
  const wallClock = appointment ? wallClockOf(appointment.startDate, timeZone) : '';
  return {
    priced: {
      item: {
        kind: 'service',
        serviceId: service.id,
        pricingOption: index,
        appointmentId: appointment?.id ?? null,
        appointmentDate: wallClock.slice(0, 10),
        appointmentTime: wallClock.slice(11, 16),
      },
      name: options.length > 1 && option.name ? `${service.name} - ${option.name}` : service.name,
      unitPrice: toMinor(option.price ?? 0),
      appointmentId: appointment?.id ?? null,
      taxClass: service.taxClass,
    },
  };
};

const priceProduct = (catalogue: Catalogue, item: SoldItem): Pricing => {
  const product = catalogue.products.get(item.productId ?? '');
  if (!product) return notFound('productId');
  const variants = catalogue.variantsOf(product.id);
  const variant = item.variantId
    ? variants.find((row) => row.id === item.variantId)
    : variants.length === 1
      ? variants[0]
      : undefined;
  if (!variant)
    return item.variantId ? notFound('variantId') : refused('variantId', `${V}.variantRequired`);
  const warehouseId = product.salesWarehouseId ?? catalogue.generalWarehouseId;
  if (!warehouseId) return refused('productId', `${V}.noSalesWarehouse`);
  return {
    priced: {
      item: { kind: 'product', productId: product.id, variantId: variant.id },
      name:
        variants.length > 1 && variant.sku ? `${product.title} (${variant.sku})` : product.title,
      unitPrice: toMinor(variant.retailPrice),
      appointmentId: null,
      taxClass: product.taxClass,
      productId: product.id,
      variantId: variant.id,
      warehouseId,
    },
  };
};

const priceMembership = (catalogue: Catalogue, item: SoldItem, timeZone: string): Pricing => {
  const programme = catalogue.memberships.get(item.membershipId ?? '');
  if (!programme) return notFound('membershipId');
  const price = item.type ? (programme.price as Record<string, number>)[item.type] : undefined;
  if (price === undefined)
    return refused('type', 'saluni.offerings.validation.frequencyNotOffered');
  const count = item.duration ?? 1;
  const term = programme.duration as MembershipDuration | null;
  // Refused here, not when the paid order gives the client the membership (from today, as here).
  if (holdingEnd(localDate(new Date(), timeZone), count, term) === undefined)
    return refused('duration', 'saluni.offerings.validation.endsTooLate', { max: LAST_DAY });
  return {
    priced: {
      item: {
        kind: 'membership',
        membershipId: programme.id,
        type: item.type,
        duration: count,
        period: term ? `${count * term.value} ${term.duration_type}` : 'N/A',
      },
      name: programme.name,
      unitPrice: toMinor(price) * count,
      appointmentId: null,
      taxClass: programme.taxClass,
    },
  };
};

/**
 * Prices items from the catalogue of one business: voucher value, membership price x duration,
 * variant retail price, the service's pricing option (by default the one matching the linked
 * appointment's duration, else the first), package price. Every reference is looked up in the
 * business; an appointment must be `clientId`'s. One answer per item, in order.
 */
export const priceItems = async (
  db: Database,
  businessId: string,
  timeZone: string,
  items: SoldItem[],
  clientId: string | null,
): Promise<Pricing[]> => {
  const catalogue = await loadCatalogue(db, businessId, items);
  return items.map((item): Pricing => {
    switch (item.kind) {
      case 'voucher': {
        const voucher = catalogue.vouchers.get(item.voucherId ?? '');
        if (!voucher) return notFound('voucherId');
        return {
          priced: {
            item: { kind: 'voucher', voucherId: voucher.id, maxUsageCount: voucher.saleLimit },
            name: voucher.name,
            unitPrice: toMinor(voucher.value),
            appointmentId: null,
            taxClass: voucher.taxClass,
          },
        };
      }
      case 'membership':
        return priceMembership(catalogue, item, timeZone);
      case 'product':
        return priceProduct(catalogue, item);
      case 'service':
        return priceService(catalogue, item, clientId, timeZone);
      case 'servicePackage': {
        const bought = catalogue.packages.get(item.servicePackageId ?? '');
        if (!bought) return notFound('servicePackageId');
        if (bought.services.length === 0)
          return refused('servicePackageId', 'saluni.services.validation.packageHasNoServices');
        return {
          priced: {
            item: { kind: 'servicePackage', servicePackageId: bought.id },
            name: bought.name,
            unitPrice: toMinor(bought.price),
            appointmentId: null,
            taxClass: bought.taxClass,
          },
        };
      }
    }
  });
};
