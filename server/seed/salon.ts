import type { TaxSettings } from '../../registry/taxInvoices';
import type { DemoOnlineBookings } from './onlineBookings';

/**
 * One demo salon's records, kept as data in salons/*.json: the seed functions write any salon
 * from this shape. Its locale is its country's default (demo.ts).
 */
export interface DemoSalon {
  business: { name: string; appointmentGapInMinutes: number; address: string };
  /** Its tax settings (docs/areas/tax.md): Nairobi VAT-registered with eTIMS, Sydney GST-registered. */
  tax: Partial<TaxSettings>;
  /** Online booking, switched on with its slug and cancellation policy; the rest the defaults. */
  onlineBooking: { slug: string; policyEn: string; policySw: string };
  /** Two of the booked appointments ahead come from the site, one deposit paid, one due (seed/onlineBookings.ts). */
  onlineBookings: DemoOnlineBookings;
  jobTitles: string[];
  serviceCategories: string[];
  serviceRooms: { name: string; description?: string; capacity: number }[];
  clientCategories: string[];
  /**
   * Pay (seed/pay.ts): how often staff are paid and the commission plans, rates as
   * registry/pay.ts has them; a category rate names one of `serviceCategories`.
   */
  pay: {
    settings: { frequency: string; anchorDate: string };
    commissionPlans: {
      name: string;
      rates: Record<string, { type: string; value: number }>;
      categoryRates: { category: string; rate: { type: string; value: number } }[];
      tiers: { from: number; percent: number }[];
    }[];
    /**
     * Sales credited to the staff (seed/paySales.ts): each staff member (a name of `staff`)
     * sells each of their `services` (names of `services`) once in each of the two ended periods
     * before the current one.
     */
    sales: { staff: string; services: string[] }[];
    /**
     * Lines worked by several staff (names of `staff`) in equal shares, each sold once in each of
     * the two ended periods, with a tip of `tip` shared equally among them, all paid by `method`
     * (cash or card).
     */
    sharedSales: { staff: string[]; service: string; tip: number; method: string }[];
  };
  /**
   * `jobTitle` names one of `jobTitles` and `commissionPlan` one of `pay.commissionPlans`; a
   * short Saturday ends at 14:00.
   */
  staff: {
    fullName: string;
    phone?: string;
    jobTitle: string;
    shortSaturday?: boolean;
    commissionPlan?: string;
  }[];
  /**
   * `category` names one of `serviceCategories`; prices in the business currency, durations
   * among the offered ones (registry/resources/servicePricing.ts `DURATION_OPTIONS`).
   */
  services: {
    name: string;
    category: string;
    description?: string;
    advancedPricing: { name?: string; price: number; durationInMinutes: number }[];
    /** Taken off each unit's sale before commission, in the business currency. */
    supplyCharge?: string;
    /** A fixed amount in the business currency (as `price`), or a percentage of the price. */
    depositRule?: { kind: string; amount: number; appliesTo: string };
  }[];
  /** `services` name services above; a name twice is the service twice. */
  servicePackages: { name: string; services: string[]; price: string }[];
  /** `categories` name client categories above. */
  clients: {
    fullName: string;
    phone: string | null;
    email: string;
    gender: string;
    address: string | null;
    categories: string[];
  }[];
  googleReviews: { reviewer: string; rating: number; comment: string | null; reviewedOn: string }[];
  /** Feedback of the first two clients, in order. */
  feedback: { rating: number; comment: string }[];
  memberships: {
    name: string;
    description?: string;
    /** Amount per frequency (weekly, monthly...), as registry/offerings/membershipTerms.ts reads it. */
    price: Partial<Record<string, number>>;
    duration: { value: number; duration_type: string } | null;
  }[];
  vouchers: { name: string; value: string; saleLimit: number; validityDays: number }[];
  backStore: { name: string; location: string };
  /** Supplier categories, and suppliers each filed under one of them (phones in E.164). */
  suppliers: {
    categories: string[];
    people: { fullName: string; phone: string; email: string; category: string }[];
  };
  /** Supply and retail prices of the demo catalogue, and its opening stock (the polish's per colour). */
  catalogue: {
    shampoo: { supply: string; retail: string; stock: number };
    polish: { supply: string; retail: string; stock: number[] };
    towels: { supply: string; stock: number };
  };
}
