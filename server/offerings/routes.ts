import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { serveRecordUpload, serveRoute } from '../tenancy/declaredRoutes';
import {
  cancelClientMembership,
  cancelSchema,
  listClientMemberships,
  recordClientMembership,
  recordSchema,
} from './clientMemberships';
import { listClientVouchers, sellSchema, sellVoucherToClient } from './clientVouchers';
import { ADDED_IMAGES, COVER_IMAGE, replaceMembershipImages } from './membershipImages';
import {
  listMembershipSessions,
  recordMembershipSession,
  sessionSchema,
  verifyMembershipVisit,
  verifySchema,
} from './membershipSessions';
import { codeSchema, validateVoucherCode } from './voucherCodes';

/**
 * The offerings calls beyond the membership and voucher CRUD the registry gives
 * (docs/areas/offerings.md): membership pictures, what clients hold, membership sessions and
 * voucher codes. Access and reply keys are in registry/routes/clients.ts.
 */
export const registerOfferingsRoutes = (
  app: FastifyInstance,
  db: Database,
  imageRules: ImageRules,
) => {
  serveRecordUpload(app, db, ROUTES.membershipImages, (businessId, id, upload) =>
    replaceMembershipImages(db, businessId, id, upload, imageRules, ADDED_IMAGES),
  );

  serveRecordUpload(app, db, ROUTES.membershipImage, (businessId, id, upload) =>
    replaceMembershipImages(db, businessId, id, upload, imageRules, COVER_IMAGE),
  );

  serveRoute(app, db, ROUTES.clientMembershipCreate, { body: recordSchema }, ({ access, body }) =>
    recordClientMembership(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.clientMembershipList, {}, ({ access, query }) =>
    listClientMemberships(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientMembershipCancel, { body: cancelSchema }, ({ access, params }) =>
    cancelClientMembership(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.membershipSessionVerify, { body: verifySchema }, ({ access, body }) =>
    verifyMembershipVisit(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.membershipSessionCreate, { body: sessionSchema }, ({ access, body }) =>
    recordMembershipSession(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.membershipSessionList, {}, ({ access, query }) =>
    listMembershipSessions(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientVoucherCreate, { body: sellSchema }, ({ access, body }) =>
    sellVoucherToClient(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.clientVoucherList, {}, ({ access, query }) =>
    listClientVouchers(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientVoucherValidate, { body: codeSchema }, ({ access, body }) =>
    validateVoucherCode(db, access.businessId, body),
  );
};
