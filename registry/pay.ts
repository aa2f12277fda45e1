import type { CartEntryKind } from './orders';

/**
 * Staff pay (docs/areas/pay.md): commission plans, pay periods and each staff member's statement.
 * Money is in the business currency, numbers with at most two decimals; the server works in
 * minor units. Days are `YYYY-MM-DD` in the business's time zone.
 */

/** How often the business pays its staff; a period starts on `anchorDate` and every period after. */
export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/** `GET /v1/pay/settings` -> { paySettings }; `PUT` takes the same fields (module staff.Pay). */
export interface PaySettings {
  frequency: PayFrequency;
  /**
   * The first day of a period: weekly and fortnightly periods start every 7 or 14 days from it
   * (before and after it); a monthly period starts on its day of the month (the 29th to 31st
   * fall back to the month's last day).
   */
  anchorDate: string;
}

/** A percentage of the commissionable amount, or a fixed amount per unit sold. */
export interface CommissionRate {
  type: 'percent' | 'fixed';
  /** Percent: 0 to 100 with at most two decimals; fixed: money per unit. */
  value: number;
}

/** From the period's total of tiered sales `from` upward, `percent` applies (marginal, like tax bands). */
export interface CommissionTier {
  from: number;
  percent: number;
}

/** What a commission plan pays per item kind; a kind without a rate pays none. */
export type CommissionKindRates = Partial<Record<CartEntryKind, CommissionRate>>;

/**
 * A commission plan (resource `commission-plan`, module staff.Pay), assigned to staff by
 * `employee.commissionPlanId`. The rate of a line is the most specific one: the item's
 * (`itemRates`), else its category's (`categoryRates`: a service category or a product
 * category), else its kind's (`rates`). `tiers`, when given, replace the **service kind's
 * percentage** for service lines that have no item or category rate: the period's total of those
 * lines' commissionable amounts, in the order they were sold, is cut at each tier's `from`, and
 * each part earns its tier's percent (30% up to 100,000 and 40% above).
 */
export interface CommissionPlan {
  _id: string;
  businessId: string;
  name: string;
  rates: CommissionKindRates;
  categoryRates: { categoryId: string; rate: CommissionRate }[];
  /** `itemId`: a service, product, membership, voucher or service package id. */
  itemRates: { itemId: string; rate: CommissionRate }[];
  tiers: CommissionTier[];
  createdAt: string;
  updatedAt: string;
}

export type PayPeriodStatus = 'open' | 'closed';

/** Hours worked in the period from the calendar, by the day type penalty rates follow. */
export interface HoursByDayType {
  total: number;
  weekday: number;
  saturday: number;
  sunday: number;
  /** A public holiday of the business's country and state (date-holidays), whatever the weekday. */
  publicHoliday: number;
}

/**
 * One line of a statement: a share of an order line the staff member was credited with (sold in
 * the period), or a refund given in the period reversing part of such a line (`refund` true,
 * negative amounts), whatever period the line was sold in.
 */
export interface PayStatementLine {
  orderId: string;
  orderNo: number;
  lineId: string;
  /** The day sold, or refunded, in the business's zone. */
  day: string;
  kind: CartEntryKind;
  name: string;
  quantity: number;
  /** The staff member's share of the line, 0 to 1 (1 until lines are shared). */
  share: number;
  /** What the share sold for after every discount, net of tax. */
  net: number;
  /** The service's supply charge per unit x quantity x share, taken off before commission. */
  deduction: number;
  /** `net - deduction`, never below 0. */
  commissionable: number;
  commission: number;
  refund: boolean;
}

/** A tip given to the staff member with an order paid in full in the period, owed in full. */
export interface PayStatementTip {
  orderId: string;
  orderNo: number;
  /** The day the order was paid in full, in the business's zone. */
  day: string;
  amount: number;
}

/** `GET /v1/pay/statement?businessId&start&employeeId` -> { payStatement }. */
export interface PayStatement {
  employee: { _id: string; fullName: string };
  period: PayPeriod;
  currency: string;
  /** The plan the commission was worked with; null: none assigned, no commission. */
  plan: { _id: string; name: string } | null;
  lines: PayStatementLine[];
  /** Sums of the lines: sales (net of tax), deductions, commission (refunds already taken off). */
  sales: number;
  deductions: number;
  commission: number;
  /** Commission taken back by refunds given in the period (a negative number or 0). */
  refundsReversed: number;
  /** Tips given to the staff member with the orders paid in full in the period, owed in full. */
  tips: number;
  /**
   * Each of those tips, by day then order number; `tips` is their sum. A statement frozen before
   * tips were listed has none (`[]`), its `tips` still the total.
   */
  tipLines: PayStatementTip[];
  hours: HoursByDayType;
  /** `commission + tips`: what the period owes the staff member beside wages. */
  total: number;
}

/** A pay period, computed from the settings; a closed one is frozen as it was closed. */
export interface PayPeriod {
  /** The first and last day, inclusive. */
  start: string;
  end: string;
  status: PayPeriodStatus;
  closedAt: string | null;
  closedBy: { _id: string; displayName: string } | null;
}

/** One staff member's figures in a period's summary. */
export interface PaySummaryRow {
  employee: { _id: string; fullName: string };
  sales: number;
  commission: number;
  tips: number;
  hours: number;
  total: number;
}

/** `GET /v1/pay/period?businessId&start` -> { payPeriodSummary }: every staff member's figures. */
export interface PayPeriodSummary {
  period: PayPeriod;
  currency: string;
  rows: PaySummaryRow[];
  totals: { sales: number; commission: number; tips: number; total: number };
}

/** `GET /v1/pay/periods?businessId&page&limit` -> { payPeriodPage }: newest first, the current one first. */
export interface PayPeriodPage {
  docs: PayPeriod[];
  total: number;
}
