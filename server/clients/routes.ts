import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { client } from '../../registry';
import { ROUTES } from '../../registry/routes';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { isUuid } from '../http/ids';
import { serveRoute } from '../tenancy/declaredRoutes';
import { clientAggregate } from './aggregate';
import { changeCategoryMembership } from './categoryMembership';
import { clientCountWithLatest, updateClientAddress } from './clientReads';
import { exportClients } from './export';

const idField = textSchema()
  .required('saluni.validation.fieldRequired')
  .test('id', 'saluni.validation.mustBeId', (value) => value === undefined || isUuid(value));

const membershipSchema = yup.object({
  businessId: textSchema(),
  clientId: idField,
  categoryId: idField,
});

const addressSchema = yup.object({
  businessId: textSchema(),
  clientId: idField,
  address: textSchema(client.fields.address.maxLength)
    .defined('saluni.validation.fieldRequired')
    .nullable(),
});

/**
 * The client calls beyond the generic CRUD of registry/resources/client.ts (back-office.md 7):
 * count, aggregate, CSV export, category membership and the address update; access and reply keys are in
 * registry/routes/clients.ts.
 */
export const registerClientsRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.clientCount, { query: [] }, ({ access }) =>
    clientCountWithLatest(db, access.businessId),
  );

  serveRoute(app, db, ROUTES.clientAggregate, { query: [] }, ({ access }) =>
    clientAggregate(db, access.businessId),
  );

  serveRoute(app, db, ROUTES.clientExport, {}, ({ access, query, reply }) =>
    exportClients(db, reply, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientCategoryAdd, { body: membershipSchema }, ({ access, body }) =>
    changeCategoryMembership(db, access.businessId, 'add', body),
  );

  serveRoute(app, db, ROUTES.clientCategoryRemove, { body: membershipSchema }, ({ access, body }) =>
    changeCategoryMembership(db, access.businessId, 'remove', body),
  );

  serveRoute(app, db, ROUTES.userAddress, { body: addressSchema }, ({ access, body }) =>
    updateClientAddress(db, access.businessId, body.clientId, body.address),
  );
};
