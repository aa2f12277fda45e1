/** What other areas use of this area; they import nothing else of it. */
export { StockEntryEdit } from './StockEntryEdit';
export { VariantStockActions } from './VariantStockActions';
export { WarehousesTab } from './WarehousesTab';
export { variantLabel } from './stockText';
export { usePickerData } from './useStockData';
export { ItemPicker, type ItemChoice, type StockVariant } from './ItemPicker';
