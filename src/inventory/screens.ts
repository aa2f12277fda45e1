import { createElement, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { WarehousesTab } from '../stock';
import { SuppliersTab } from '../suppliers';

export { InventoryHub } from './InventoryHub';
export { ProductCreate } from '../products';
export { ProductEdit } from '../products';
export { StockEntryEdit } from '../stock';

/** Categories are managed in the inventory hub's Categories tab; the resource's routes lead there. */
const CategoriesInHub = () =>
  createElement(Navigate, { to: '/products?tab=categories', replace: true });

/** The inventory menu area: product categories live in the hub; the warehouse list is the stock area's tab (dialogs, no pages), and supplier categories are managed from the suppliers list. */
export const resourceScreens: AreaResourceScreens = {
  'product-category': { list: CategoriesInHub, create: CategoriesInHub, edit: CategoriesInHub },
  warehouse: { list: WarehousesTab },
  // Supplier categories are managed from the suppliers list (Manage Categories), as the hub's Suppliers tab shows it.
  'supplier-category': { list: SuppliersTab },
};

const LazyOrderPage = lazy(() =>
  import('./orderScreens').then((screens) => ({ default: screens.OrderPage })),
);

/**
 * /order/{id}, in the order screens' chunk with the hub's Orders and Sales Ledger tabs. A
 * component rendering the lazy one: an area's screen must be a component, not a lazy object.
 */
export const OrderPage = () => createElement(LazyOrderPage);
