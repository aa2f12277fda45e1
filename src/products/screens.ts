import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { WarehousesTab } from '../stock/WarehousesTab';

export { InventoryHub } from './InventoryHub';
export { ProductCreate } from './productForm/ProductCreate';
export { ProductEdit } from './productForm/ProductEdit';
export { StockEntryEdit } from '../stock/StockEntryEdit';

/** Categories are managed in the inventory hub's Categories tab; the resource's routes lead there. */
const CategoriesInHub = () => createElement(Navigate, { to: '/products?tab=categories', replace: true });

/** Suppliers and their categories are managed in the hub's Suppliers tab; their routes lead there. */
const SuppliersInHub = () => createElement(Navigate, { to: '/products?tab=products&productTab=suppliers', replace: true });

/** The inventory menu area: product categories live in the hub; the warehouse list is the stock area's tab (dialogs, no pages). */
export const resourceScreens: AreaResourceScreens = {
  'product-category': { list: CategoriesInHub, create: CategoriesInHub, edit: CategoriesInHub },
  warehouse: { list: WarehousesTab },
  'supplier-category': { list: SuppliersInHub, create: SuppliersInHub, edit: SuppliersInHub },
};
