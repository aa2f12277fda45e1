import type { SoldItem } from '../dataProvider/orders';

/** The catalogue records the Checkout dialog offers, as the list routes send them. */
export interface NamedRecord {
  id: string;
  name: string;
}
export interface ServiceRecord extends NamedRecord {
  categoryIds?: string[];
}
export interface MembershipRecord extends NamedRecord {
  /** Price per frequency type ('weekly', 'monthly'...). */
  price?: Record<string, number> | null;
  duration?: { value?: number; duration_type?: string } | null;
}
export interface VoucherRecord extends NamedRecord {
  saleLimit: number;
  value?: number;
}
export interface ServicePackageRecord extends NamedRecord {
  services?: string[];
  price?: number;
}
/** One sellable variant of a product, shown as a card. */
export interface ProductChoice {
  productId: string;
  variantId: string;
  title: string;
  price: number;
}

/** A frequency of a programme: its type and the price of one duration of it. */
export interface Frequency {
  type: string;
  price: number;
}

/** A membership the user added with the row: programme, frequency and how many durations. */
export interface MembershipChoice {
  membership: MembershipRecord;
  frequency: Frequency;
  duration: number;
}

/** What the dialog has chosen besides the client (who is on the cart as soon as chosen). */
export interface CheckoutSelection {
  products: ProductChoice[];
  categories: NamedRecord[];
  services: ServiceRecord[];
  memberships: MembershipChoice[];
  vouchers: VoucherRecord[];
  servicePackages: ServicePackageRecord[];
}

export const EMPTY_SELECTION: CheckoutSelection = {
  products: [],
  categories: [],
  services: [],
  memberships: [],
  vouchers: [],
  servicePackages: [],
};

/** The frequencies of a programme, recomputed from its price map whenever the programme changes. */
export const frequenciesOf = (membership: MembershipRecord | null): Frequency[] =>
  Object.entries(membership?.price ?? {}).map(([type, price]) => ({ type, price: Number(price) }));

/** The period text of back-office.md 3: the duration and the programme's duration type ('3 month'), or N/A. */
export const periodOf = (membership: MembershipRecord, duration: number): string =>
  membership.duration?.duration_type ? `${duration} ${membership.duration.duration_type}` : 'N/A';

/** The first chosen category none of whose services is chosen: Add To Cart asks for one (back-office.md 2). */
export const categoryWithoutService = ({
  categories,
  services,
}: CheckoutSelection): NamedRecord | undefined =>
  categories.find(
    (category) => !services.some((service) => service.categoryIds?.includes(category.id)),
  );

/** Nothing chosen at all (a category alone counts: Add To Cart then asks for its service). */
export const isEmptySelection = (selection: CheckoutSelection): boolean =>
  Object.values(selection).every((chosen: unknown[]) => chosen.length === 0);

/** The cart entries of the selection, as back-office.md 3 lists them ("Cart entries added by checkout"), each quantity 1. */
export const entriesOf = (selection: CheckoutSelection): (SoldItem & { quantity: number })[] => [
  ...selection.vouchers.map((voucher) => ({
    kind: 'voucher' as const,
    voucherId: voucher.id,
    maxUsageCount: voucher.saleLimit,
    quantity: 1,
  })),
  ...selection.memberships.map(({ membership, frequency, duration }) => ({
    kind: 'membership' as const,
    membershipId: membership.id,
    type: frequency.type,
    duration,
    period: periodOf(membership, duration),
    quantity: 1,
  })),
  ...selection.products.map((product) => ({
    kind: 'product' as const,
    productId: product.productId,
    variantId: product.variantId,
    quantity: 1,
  })),
  ...selection.services.map((service) => ({
    kind: 'service' as const,
    serviceId: service.id,
    appointmentDate: '',
    appointmentTime: '',
    quantity: 1,
  })),
  ...selection.servicePackages.map((servicePackage) => ({
    kind: 'servicePackage' as const,
    servicePackageId: servicePackage.id,
    quantity: 1,
  })),
];
