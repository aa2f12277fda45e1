import type { PricingOption } from '../../registry/resources/servicePricing';
import type { BusinessLocale } from '../../registry/business';

/** One demo salon's records: the seed functions write any salon from this shape. */
export interface DemoSalon {
  business: BusinessLocale & { name: string; appointmentGapInMinutes: number };
  jobTitles: string[];
  serviceCategories: string[];
  serviceRooms: { name: string; description?: string; capacity: number }[];
  clientCategories: string[];
  /** `jobTitle` names one of `jobTitles`; a short Saturday ends at 14:00. */
  staff: { fullName: string; phone?: string; jobTitle: string; shortSaturday?: boolean }[];
  /** `category` names one of `serviceCategories`; prices in the business currency. */
  services: {
    name: string;
    category: string;
    description?: string;
    advancedPricing: PricingOption[];
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
    price: Record<string, number>;
    duration: { value: number; duration_type: string } | null;
  }[];
  vouchers: { name: string; value: string; saleLimit: number; validityDays: number }[];
  backStore: { name: string; location: string };
  /** Supplier categories, and suppliers each filed under one of them (phones in E.164). */
  suppliers: {
    categories: string[];
    people: { fullName: string; phone: string; email: string; category: string }[];
  };
  /** Supply and retail prices of the demo catalogue, and its opening stock. */
  catalogue: {
    shampoo: { supply: string; retail: string; stock: number };
    polish: { supply: string; retail: string; stock: [number, number, number] };
    towels: { supply: string; stock: number };
  };
}
