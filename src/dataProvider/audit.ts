import type { AuditEvent } from '../../registry/audit';
import type { Page } from '../../registry/page';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type { AuditEvent };

/** The audit trail's filters (docs/areas/audit.md): all optional, days as `YYYY-MM-DD`. */
export interface AuditEventQuery {
  person?: string;
  /** The record type: a resource's name (`client`) or a table's. */
  table?: string;
  recordId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** The audit trail's call, as a dataProvider method. */
export const auditMethods = ({ call }: RouteCaller) => ({
  listAuditEvents: (query: AuditEventQuery) =>
    call<Page<AuditEvent>>(ROUTES.auditEventList, { query: { ...query } }),
});
