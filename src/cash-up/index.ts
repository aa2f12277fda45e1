/** What other areas use of this area; they import nothing else of it. */
export { CashUpPage } from './CashUpPage';
export { CashUpSummaryPage } from './CashUpSummary';
export { DifferenceText } from './parts';
