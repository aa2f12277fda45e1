/** The receipts a client keeps (docs/areas/receipts.md). */
export { registerReceiptRoutes } from './routes';
