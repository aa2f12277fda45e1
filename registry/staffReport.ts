/**
 * The staff report (docs/areas/pay.md "Staff report"): each staff member's sales, services,
 * average bill, rebooking rate and commission over any range of days. Money is in the business
 * currency, numbers with at most two decimals; days are `YYYY-MM-DD` in the business's zone.
 */

/** The longest range the report works, in days: its commission works every pay period it meets. */
export const STAFF_REPORT_MAX_DAYS = 366;

/** One staff member's figures, or the totals of them all. */
export interface StaffReportFigures {
  /**
   * Their parts of the line totals (after line discounts, tax included) of orders not cancelled,
   * dated by the order's day: the sales report's `byStaff` rule.
   */
  sales: number;
  /** Service units sold: a line shared by three counts its units once for each of them. */
  servicesDone: number;
  serviceSales: number;
  productSales: number;
  /** Distinct orders holding a line credited to them (the totals: distinct orders of all). */
  orders: number;
  /** `sales / orders`, to the cent; 0 without orders. */
  averageBill: number;
  /**
   * Percent (one decimal) of their client visits (a client's day with a service of theirs) on
   * which the client booked an appointment for a later day; null without visits.
   */
  rebookingRate: number | null;
  /** The commission of their pay statement lines dated in the range (refunds included). */
  commission: number;
}

export interface StaffReportRow extends StaffReportFigures {
  employee: { _id: string; fullName: string };
}

/** `GET /v1/pay/staff-report?businessId&from&to` -> { staffReport }: every staff member by name. */
export interface StaffReport {
  from: string;
  to: string;
  currency: string;
  rows: StaffReportRow[];
  totals: StaffReportFigures;
}
