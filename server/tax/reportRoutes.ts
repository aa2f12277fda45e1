import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { TaxReportBand } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { sendCsv, type CsvColumn, type CsvExport } from '../http/csv';
import { text } from '../http/messages';
import { serveRoute } from '../tenancy/declaredRoutes';
import { taxReportOf } from './taxReport';

const PERIOD_KEYS = ['from', 'to'];

const COLUMN_KEYS = [
  'salesTaxable',
  'salesTax',
  'creditTaxable',
  'creditTax',
  'netTaxable',
  'netTax',
] as const satisfies readonly (keyof TaxReportBand)[];

/** `GET /v1/report/tax/export`: the report's bands as `tax-<from>-<to>.csv`, amounts in major units. */
const exportTaxReport: CsvExport = async (db, reply, businessId, query) => {
  const report = await taxReportOf(db, businessId, query);
  const columns: CsvColumn<TaxReportBand>[] = [
    { header: text('saluni.taxReport.export.band'), value: (band) => band.band },
    { header: text('saluni.taxReport.export.rate'), value: (band) => band.rate },
    ...COLUMN_KEYS.map((key) => ({
      header: text(`saluni.taxReport.export.${key}`),
      value: (band: TaxReportBand) => band[key].toFixed(2),
    })),
  ];
  return sendCsv(reply, `tax-${report.from}-${report.to}.csv`, columns, report.bands);
};

/**
 * The tax report (docs/areas/tax-web.md), reports.Sales:
 *   GET /v1/report/tax?businessId&from&to -> { taxReport }   read
 *   GET /v1/report/tax/export?businessId&from&to -> text/csv   read
 */
export const registerTaxReportRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.taxReport, { query: PERIOD_KEYS }, ({ access, query }) =>
    taxReportOf(db, access.businessId, query),
  );
  serveRoute(app, db, ROUTES.taxReportExport, { query: PERIOD_KEYS }, ({ access, query, reply }) =>
    exportTaxReport(db, reply, access.businessId, query),
  );
};
