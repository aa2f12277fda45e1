import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

const business = moduleRoutes('settings.Business');
const orders = moduleRoutes('products.Orders');
const sales = moduleRoutes('reports.Sales');

/** Tax settings, invoices, receipts and the tax report (docs/areas/tax.md). */
export const taxRoutes = {
  taxSettingsGet: business.read('/v1/tax-settings', 'taxSettings'),
  taxSettingsSave: business.update('/v1/tax-settings', 'taxSettings'),
  // Invoices not accepted an hour after issue: the dashboard's warning.
  taxInvoiceAttention: orders.read('/v1/tax-invoices/attention', 'taxInvoiceAttention'),
  // A refused invoice is sent again once the owner has put right what KRA refused.
  taxInvoiceRetry: orders.update('/v1/tax-invoices/:id/retry', 'taxInvoice', 'POST'),
  // `?from&to` (YYYY-MM-DD, the business's days): sales and tax per band, BAS figures in Australia.
  taxReport: sales.read('/v1/report/tax', 'taxReport'),
  // A CSV file: no reply key.
  taxReportExport: { method: 'GET', path: '/v1/report/tax/export', access: sales.access('read') },

  // The receipt of an order as the screen prints it, its PDF, and sending it to the client.
  orderReceipt: orders.read('/v1/order/:id/receipt', 'receipt'),
  orderReceiptPdf: {
    method: 'GET',
    path: '/v1/order/:id/receipt.pdf',
    access: orders.access('read'),
  },
  orderReceiptSend: orders.update('/v1/order/:id/receipt-send', 'receiptSent', 'POST'),
  // The client's link (sent by SMS or WhatsApp): the token is the proof; answers the PDF.
  receiptLink: { method: 'GET', path: '/receipt/:token', access: 'public', business: 'none' },
} as const satisfies Record<string, RouteDeclaration>;
