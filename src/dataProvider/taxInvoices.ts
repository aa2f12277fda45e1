import type { TaxInvoice } from '../../registry/taxInvoices';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type { TaxInvoice, TaxInvoiceState } from '../../registry/taxInvoices';

/** The calls about an order's tax invoices (docs/areas/orders-web.md), as dataProvider methods. */
export const taxInvoiceMethods = ({ call }: RouteCaller) => ({
  /** Sends a refused invoice to the control unit again, once what KRA refused is put right. */
  retryTaxInvoice: (id: TaxInvoice['_id']) => call<TaxInvoice>(ROUTES.taxInvoiceRetry, { id }),
});
