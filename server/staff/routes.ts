import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { PasswordCost } from '../auth/passwords';
import { startSession } from '../tenancy/sessions';
import { userWithRoles } from '../auth/userRoles';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { sendEmployeesCsv } from './employeeExport';
import {
  acceptInvitation,
  acceptSchema,
  invitationOf,
  joinBusiness,
  joinSchema,
} from './invitations';
import { registerPermissionRoutes } from './permissionRoutes';

/**
 * The staff area's routes beside the employee resource's generic ones; access and reply keys are
 * in registry/routes/staff.ts and accounts.ts (invitations).
 *
 * The invited side of design.md 3: `GET /v1/auth/invitation/{token}` tells the page whom the
 * invitation is for and whether that address already signs in (only the holder of the link,
 * sent to that address, learns it). An invited account sets its password and signs in with
 * `POST /v1/auth/invitation/accept { token, password }`; an existing account joins with
 * `POST /v1/staff/invitation/accept { token }`, signed in as the invited address. Each token
 * works once, for 7 days.
 */
export const registerStaffRoutes = (
  app: FastifyInstance,
  db: Database,
  options: { secureCookies: boolean; passwordCost: PasswordCost },
) => {
  serveRoute(app, db, ROUTES.employeeExport, { query: [] }, ({ access, reply }) =>
    sendEmployeesCsv(db, access.businessId, reply),
  );

  // The token is a path parameter, so the request log names the route by its pattern, never the token.
  serveRoute(app, db, ROUTES.invitationGet, {}, ({ params }) => invitationOf(db, params.token!));
  serveRoute(
    app,
    db,
    ROUTES.invitationJoin,
    { body: acceptSchema, options: { config: { session: 'starts' } } },
    async ({ body, reply }) => {
      const userId = await acceptInvitation(db, body, options.passwordCost);
      await startSession(db, reply, userId, options.secureCookies);
      return userWithRoles(db, userId);
    },
  );
  serveRoute(app, db, ROUTES.invitationAccept, { body: joinSchema }, ({ user, body }) =>
    joinBusiness(db, body.token, user),
  );

  registerPermissionRoutes(app, db);
};
