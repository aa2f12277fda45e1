/** What the tax area offers the rest of the server (docs/areas/tax.md). */
export { issueCreditNote, issueSaleInvoice } from './invoices';
export { registerTaxRoutes } from './routes';
export { bandsAsMoney, taxInvoicesOfOrders } from './documents';
export { readBusinessTax, type BusinessTax } from './settings';
export { taxResourceHooks } from './classHooks';
