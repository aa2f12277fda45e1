import type { ModuleName } from '../../registry/modules';

/** The permission module of the order calls after payment (docs/areas/orders.md, Modules). */
export const ORDERS_MODULE: ModuleName = 'products.Orders';
