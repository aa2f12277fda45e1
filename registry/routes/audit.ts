import { moduleRoutes } from './moduleRoutes';
import type { RouteDeclaration } from './declaration';

const activity = moduleRoutes('settings.Activity');

/** The audit trail, for owners and admins (and staff an owner lets read it): docs/areas/audit.md. */
export const auditRoutes = {
  auditEventList: activity.read('/v1/audit-events', 'auditEventPage'),
} as const satisfies Record<string, RouteDeclaration>;
