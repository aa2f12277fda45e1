/** The pay pages, loaded on their first visit as a chunk of their own. */
export { PayPage } from './PayPage';
export { MyPayPage, PayStatementPage } from './StatementPages';
export { StaffReportPage } from './StaffReportPage';
