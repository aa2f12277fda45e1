// The order screens, one chunk loaded the first time one of them shows: the hub's Orders and
// Sales Ledger tabs and the order page. Kept apart from the inventory area's chunk, so the first
// load's shared chunks stay as they were (bench/initial-js.ts).
export { OrdersTab } from '../orders';
export { OrderPage } from '../orders';
export { SalesLedgerTab } from '../sales-ledger';
