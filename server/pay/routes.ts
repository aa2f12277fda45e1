import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { textParam } from '../reports';
import { requireAction } from '../tenancy/access';
import { serveRoute } from '../tenancy/declaredRoutes';
import { exportPayPeriod } from './export';
import {
  closePayPeriod,
  payEmployeeOf,
  payPeriodPage,
  periodStatements,
  statementOf,
} from './periods';
import { paySettingsSchema, readPaySettings, savePaySettings } from './settings';
import { exportStaffReport, staffReportOf } from './staffReport';

const closeSchema = yup.object({ businessId: textSchema(), start: textSchema() });

/**
 * Staff pay's calls (docs/areas/pay.md); each answers as registry/pay.ts says:
 *   GET/PUT /v1/pay/settings                      staff.Pay read / update
 *   GET /v1/pay/periods?businessId&page&limit     any member
 *   GET /v1/pay/period?businessId&start           staff.Pay read
 *   POST /v1/pay/period/close { businessId, start } staff.Pay update
 *   GET /v1/pay/period/export?businessId&start    staff.Pay read (CSV)
 *   GET /v1/pay/statement?businessId&start&employeeId  own, or another's with staff.Pay read
 *   GET /v1/pay/staff-report(/export)?businessId&from&to  staff.Pay read (the second as CSV)
 */
export const registerPayRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.paySettingsGet, { query: [] }, ({ access }) =>
    readPaySettings(db, access.businessId),
  );
  serveRoute(
    app,
    db,
    ROUTES.paySettingsUpdate,
    { body: paySettingsSchema, query: 'none' },
    ({ access, body }) =>
      savePaySettings(db, access.businessId, {
        frequency: body.frequency,
        anchorDate: body.anchorDate,
      }),
  );
  serveRoute(app, db, ROUTES.payPeriodList, { query: ['page', 'limit'] }, ({ access, query }) =>
    payPeriodPage(db, access.businessId, query),
  );
  serveRoute(
    app,
    db,
    ROUTES.payPeriodSummary,
    { query: ['start'] },
    async ({ access, query }) =>
      (await periodStatements(db, access.businessId, query.start)).summary,
  );
  serveRoute(
    app,
    db,
    ROUTES.payPeriodClose,
    { body: closeSchema, query: 'none' },
    ({ access, body }) => closePayPeriod(db, access, body.start),
  );
  serveRoute(app, db, ROUTES.payPeriodExport, { query: ['start'] }, ({ access, query, reply }) =>
    exportPayPeriod(db, reply, access.businessId, query.start),
  );
  serveRoute(
    app,
    db,
    ROUTES.payStatement,
    { query: ['start', 'employeeId'] },
    async ({ access, query }) => {
      const named = textParam(query, 'employeeId');
      const employee = await payEmployeeOf(db, access, named);
      // Another's statement (or an unknown one) needs staff.Pay read: a stylist learns nothing of others.
      if (named !== undefined && employee?.userId !== access.user.id)
        await requireAction(db, access, 'staff.Pay', 'read');
      if (!employee) throw notFound();
      return statementOf(db, access.businessId, query.start, employee);
    },
  );
  serveRoute(app, db, ROUTES.payStaffReport, { query: ['from', 'to'] }, ({ access, query }) =>
    staffReportOf(db, access.businessId, query),
  );
  serveRoute(
    app,
    db,
    ROUTES.payStaffReportExport,
    { query: ['from', 'to'] },
    ({ access, query, reply }) => exportStaffReport(db, reply, access.businessId, query),
  );
};
