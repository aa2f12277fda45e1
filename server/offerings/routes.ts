import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { registerClientMembershipRoutes } from './clientMemberships';
import { registerClientVoucherRoutes } from './clientVouchers';
import { registerMembershipImageRoutes } from './membershipImages';
import { registerMembershipSessionRoutes } from './membershipSessions';

/** The offerings calls beyond the membership and voucher CRUD the registry gives. */
export const registerOfferingsRoutes = (
  app: FastifyInstance,
  db: Database,
  imageRules: ImageRules,
) => {
  registerMembershipImageRoutes(app, db, imageRules);
  registerClientMembershipRoutes(app, db);
  registerMembershipSessionRoutes(app, db);
  registerClientVoucherRoutes(app, db);
};
