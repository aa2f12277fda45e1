import type { ModuleName } from '../../registry/modules';

/** The receipts' permission module, which receiving a purchase at once needs as well. */
export const RECEIPTS_MODULE: ModuleName = 'products.Purchase Receipts';
