import { ROUTES } from '../../registry/routes';
import type {
  TaxInvoice,
  TaxInvoiceAttention,
  TaxReport,
  TaxSettings,
} from '../../registry/taxInvoices';

export type { TaxInvoice, TaxInvoiceState } from '../../registry/taxInvoices';
import type { RouteCaller } from './routeCall';

/** A period of the tax report: calendar days, YYYY-MM-DD, in the business's zone, both included. */
export interface TaxPeriod {
  from: string;
  to: string;
}

/** Tax settings, the tax report, the invoices KRA has not accepted and sending a refused one again (docs/areas/tax-web.md). */
export const taxMethods = ({ call, download }: RouteCaller) => ({
  getTaxSettings: () => call<TaxSettings>(ROUTES.taxSettingsGet),
  /** Values the form could not read go as typed, so the server names the field. */
  saveTaxSettings: (values: Record<keyof TaxSettings, unknown>) =>
    call<TaxSettings>(ROUTES.taxSettingsSave, { body: values }),
  getTaxReport: (period: TaxPeriod) => call<TaxReport>(ROUTES.taxReport, { query: { ...period } }),
  exportTaxReport: (period: TaxPeriod) =>
    download(ROUTES.taxReportExport, `tax-${period.from}-${period.to}.csv`, { ...period }),
  getTaxInvoiceAttention: () => call<TaxInvoiceAttention>(ROUTES.taxInvoiceAttention),
  /** Sends a refused invoice to the control unit again, once what KRA refused is put right. */
  retryTaxInvoice: (id: TaxInvoice['_id']) => call<TaxInvoice>(ROUTES.taxInvoiceRetry, { id }),
});
