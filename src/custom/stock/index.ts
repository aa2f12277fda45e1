/** The stock area's screens; the inventory hub mounts the two tabs (Stock and Warehouses). */
export { StockEntriesTab } from './StockEntriesTab';
export { WarehousesTab } from './WarehousesTab';
export { StockEntryEdit } from './StockEntryEdit';
