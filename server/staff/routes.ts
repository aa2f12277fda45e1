import type { FastifyInstance } from 'fastify';
import type { PasswordCost } from '../auth/passwords';
import type { Database } from '../db/database';
import { registerEmployeeExport } from './exportRoute';
import { registerInvitationRoutes } from './invitationRoutes';
import { registerPermissionRoutes } from './permissionRoutes';

/** The staff area's routes beside the employee resource's generic ones. */
export const registerStaffRoutes = (
  app: FastifyInstance,
  db: Database,
  options: { secureCookies: boolean; passwordCost: PasswordCost },
) => {
  registerEmployeeExport(app, db);
  registerInvitationRoutes(app, db, options);
  registerPermissionRoutes(app, db);
};
