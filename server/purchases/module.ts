import type { ModuleName } from '../../registry/modules';

/** The permission modules of the purchasing calls (docs/areas/conventions.md, Modules). */
export const PURCHASES_MODULE: ModuleName = 'products.Purchases';
export const RECEIPTS_MODULE: ModuleName = 'products.Purchase Receipts';
