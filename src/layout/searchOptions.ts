import type { TranslateFunction } from 'react-admin';
import type { SearchResults } from '../../registry/search';
import { statusLabelKey } from '../format/appointmentStatus';
import { clientShowPath, orderPath } from '../shared/appScreens';
import type { AppointmentStatus } from '../dataProvider/appointments';
import type { BusinessFormat } from '../format/businessFormat';
import { formatPhone } from '../format/phone';
import './searchTexts';

export type SearchKind = keyof SearchResults;

/** One line of the app bar's search list, and where choosing it leads. */
export interface SearchOption {
  key: string;
  kind: SearchKind;
  primary: string;
  secondary: string;
  path: string;
}

/**
 * Where an appointment opens: on the calendar at its day, which opens it (CalendarPage reads
 * `appointment`); a business without the calendar shows it among the client's appointments.
 */
export const appointmentPath = (
  hit: { _id: string; clientId: string; localDate: string },
  calendarEnabled: boolean,
) =>
  calendarEnabled
    ? `/calendar?${new URLSearchParams({ view: 'day', date: hit.localDate, appointment: hit._id }).toString()}`
    : `${clientShowPath(hit.clientId)}?tab=appointments`;

const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** The hits as list lines, grouped by kind in the reply's order (clients, appointments, orders). */
export const searchOptions = (
  results: SearchResults,
  format: BusinessFormat,
  translate: TranslateFunction,
  calendarEnabled: boolean,
): SearchOption[] => [
  ...(results.clients ?? []).map((hit) => ({
    key: `client-${hit._id}`,
    kind: 'clients' as const,
    primary: hit.fullName,
    secondary: joined(formatPhone(hit.phone), hit.email),
    path: clientShowPath(hit._id),
  })),
  ...(results.appointments ?? []).map((hit) => ({
    key: `appointment-${hit._id}`,
    kind: 'appointments' as const,
    primary: hit.clientName,
    secondary: joined(
      `${format.calendarDate(hit.localDate)} ${hit.localTime}`,
      translate(statusLabelKey(hit.status as AppointmentStatus)),
    ),
    path: appointmentPath(hit, calendarEnabled),
  })),
  ...(results.orders ?? []).map((hit) => ({
    key: `order-${hit._id}`,
    kind: 'orders' as const,
    primary: translate('saluni.search.order', { number: hit.orderNo }),
    secondary: joined(hit.clientName, format.money(hit.cost), format.calendarDate(hit.localDate)),
    path: orderPath(hit._id),
  })),
];

/** Whether the member may search any kind at all: the server leaves out the kinds they may not read. */
export const searchesAnything = (results: SearchResults) => Object.keys(results).length > 0;
