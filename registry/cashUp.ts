import type { MoneyMethod } from './orders';

/**
 * The cash-up (docs/areas/cash-up.md): the shapes the server replies with and the web app draws.
 * Money is in the business currency, as numbers with at most two decimals; every difference is
 * counted less expected, worked out in minor units by the server.
 */

/** The methods a till counts, in the order the screen lists them. */
export const CASH_UP_METHODS = ['cash', 'card', 'm-pesa'] as const satisfies readonly MoneyMethod[];

export type MethodFigures = Record<MoneyMethod, number>;

export interface Till {
  _id: string;
  /** Null for the business's default till, named "Front desk" in the reader's language. */
  name: string | null;
}

/** The period since the till's last close (or the day's start) and what the takings say it holds. */
export interface CashUpExpected {
  till: Till;
  currency: string;
  periodStart: string;
  /** The moment the figures were read; a close ends its period at its own moment. */
  periodEnd: string;
  expected: MethodFigures;
  /** One per settled M-Pesa payment of the period; null where its receipt has not come yet. */
  mpesaCodes: (string | null)[];
}

export interface CashUp extends CashUpExpected {
  _id: string;
  counted: MethodFigures;
  difference: MethodFigures;
  notes: string | null;
  closedBy: { _id: string; fullName: string };
  closedAt: string;
}

/** `POST /v1/cash-up`: what the receptionist counted per method, with notes. */
export interface CashUpInput {
  businessId: string;
  tillId?: string;
  counted: MethodFigures;
  notes?: string | null;
}
