import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ROUTES } from '../../registry/routes';
import { moneySchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { optionalIdField } from '../http/fields';
import { rangeOf, textParam } from '../reports';
import { serveRoute } from '../tenancy/declaredRoutes';
import { closesWithin, closeTill, expectedNow, findClose, queriedTill } from './closes';

const closeSchema = yup.object({
  businessId: textSchema(),
  tillId: optionalIdField().optional(),
  counted: yup
    .object({
      cash: moneySchema().required('saluni.spec.validation.fieldRequired'),
      card: moneySchema().required('saluni.spec.validation.fieldRequired'),
      'm-pesa': moneySchema().required('saluni.spec.validation.fieldRequired'),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict()
    .required('saluni.spec.validation.fieldRequired'),
  notes: textSchema(2000).nullable().optional(),
});

/** The cash-up calls (docs/areas/cash-up.md); access and reply keys are in registry/routes/reports.ts. */
export const registerCashUpRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.cashUpExpected, { query: ['tillId'] }, async ({ access, query }) =>
    expectedNow(db, access.businessId, await queriedTill(db, access.businessId, query)),
  );

  serveRoute(app, db, ROUTES.cashUpClose, { body: closeSchema }, ({ access, body }) =>
    closeTill(db, access.businessId, access.user.id, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.cashUpList,
    { query: ['startDate', 'endDate', 'tillId'] },
    async ({ access, query }) => {
      const range = rangeOf(query);
      const till =
        textParam(query, 'tillId') === undefined
          ? undefined
          : await queriedTill(db, access.businessId, query);
      return closesWithin(db, access.businessId, range, till);
    },
  );

  serveRoute(app, db, ROUTES.cashUpGet, { query: [] }, async ({ access, params }) => {
    const cashUp = await findClose(db, access.businessId, params.id!);
    if (!cashUp) throw notFound();
    return cashUp;
  });
};
