import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { loadedOnShow } from '../shared/loadedOnShow';
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

/** /order/{id}, in the order screens' chunk with the hub's Orders and Sales Ledger tabs. */
export const OrderPage = loadedOnShow(() =>
  import('./orderScreens').then((screens) => screens.OrderPage),
);
