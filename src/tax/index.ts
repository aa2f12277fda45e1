/** What other areas use of the tax area (docs/areas/tax-web.md); they import nothing else of it. */
export { TaxClassInput } from './TaxClassInput';
export { TaxInvoiceWarning } from './TaxInvoiceWarning';
export { TaxReportView } from './TaxReportView';
