/** What other areas use of this area; they import nothing else of it. */
export { SalesLedgerTab } from './SalesLedgerTab';
