/** What the reports area offers the rest of the server: other areas and app.ts reach it only here. */
export { fieldRefusal, flagParam, rangeOf, textParam, within } from './range';
export type { Query, ReportRange } from './range';
export { registerReportRoutes } from './routes';
export { moneyMoved, mpesaReceipts, takingsByMethod } from './takings';
