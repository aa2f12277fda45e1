/**
 * The app bar's search (`GET /v1/search?businessId&q`, docs/areas/clients.md): a few clients,
 * appointments and orders of the business matching what the front desk types.
 */

/** The most of each kind one search answers with: enough to pick from, never a list to page. */
export const SEARCH_HITS_PER_KIND = 5;
/** The longest search term accepted; names, e-mails and phone numbers are far shorter. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** A client by name, phone (as typed, `0722…`) or e-mail. */
export interface ClientHit {
  _id: string;
  fullName: string;
  /** E.164, or null. */
  phone: string | null;
  email: string;
}

/** An appointment of a client found by name or phone. */
export interface AppointmentHit {
  _id: string;
  clientId: string;
  clientName: string;
  /** The start as an ISO instant. */
  startDate: string;
  /** The start's day `YYYY-MM-DD` and time `HH:mm` on the business's clock. */
  localDate: string;
  localTime: string;
  status: string;
}

/** An order by its number, or of a client found by name, phone or e-mail. */
export interface OrderHit {
  _id: string;
  orderNo: number;
  clientName: string;
  cost: number;
  currency: string;
  /** The day it was placed, `YYYY-MM-DD` on the business's clock. */
  localDate: string;
}

/**
 * Up to SEARCH_HITS_PER_KIND hits of each kind, newest or soonest first. A kind the member may
 * not read (clients.Profile, appointments.Appointments, products.Orders) is left out, so the
 * screen can tell "not searched" from "none found".
 */
export interface SearchResults {
  clients?: ClientHit[];
  appointments?: AppointmentHit[];
  orders?: OrderHit[];
}
