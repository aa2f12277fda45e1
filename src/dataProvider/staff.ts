import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';
import type { EmployeePermission, OutboxMessage, Invitation } from '../../registry/staff/people';

export type * from '../../registry/staff/people';

/** The staff calls beyond the registry's CRUD, as dataProvider methods. */
export const staffMethods = ({ call, download }: RouteCaller) => ({
  /** Saves employees.csv (back-office.md 2: "Staff list export downloads employees.csv"). */
  exportEmployees: () => download(ROUTES.employeeExport, 'employees.csv'),
  employeePermissions: async (employeeId: string) =>
    (
      await call<{ docs: EmployeePermission[] }>(ROUTES.employeePermissionList, {
        query: { employeeId, limit: 0 },
      })
    ).docs,
  /** Sets the employee's whole set of permissions in one call (design.md 3). */
  setEmployeePermissions: (employeeId: string, permissions: EmployeePermission[]) =>
    call<EmployeePermission[]>(ROUTES.employeePermissionSet, { body: { employeeId, permissions } }),
  /** The business's latest 100 messages. */
  outboxMessages: async () =>
    (await call<{ docs: OutboxMessage[] }>(ROUTES.outboxList, { query: { limit: 100 } })).docs,
  invitation: (token: string) => call<Invitation>(ROUTES.invitationGet, { id: token }),
  /** A new account for the invited address, with its password; signs in. */
  joinWithPassword: (token: string, password: string) =>
    call<unknown>(ROUTES.invitationJoin, { body: { token, password } }),
  /** The signed-in account, holding the invited address, joins the business. */
  acceptInvitation: (token: string) => call<unknown>(ROUTES.invitationAccept, { body: { token } }),
});
