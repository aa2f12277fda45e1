import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { loadedScreenOf } from '../shared/loadedOnShow';
import { orderScreens } from './hubTabs';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { WarehousesTab } from '../stock';
import { SuppliersTab } from '../suppliers';

export { InventoryHub } from './InventoryHub';
export { modulesAhead } from './hubTabs';
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
export const OrderPage = loadedScreenOf(orderScreens, (screens) => screens.OrderPage);
