/**
 * Every permission module of the product, in one place. The names are the `vendor-module`
 * header values of back-office.md section 6 and inventory.md section 6; where the spec names
 * none, we assign one in the same `area.Screen` form. Staff permissions are granted per module
 * and action.
 */
export const MODULES = [
  // From the spec.
  'clients.Profile',
  'clients.Consultation forms',
  'employees.All Employees',
  'employees.Permissions',
  'employees Job Title',
  'services.All Services',
  'services.Category',
  'services.Service Packages',
  'memberships.Memberships',
  'marketing.Gift Vouchers',
  'products.Product',
  'products.Product Category',
  'reports.Sales',
  'reports.Client',
  // Assigned by us.
  'clients.Categories',
  'clients.Feedback',
  'services.Service Rooms',
  'products.Options',
  'products.Warehouses',
  'products.Stock',
  'products.Suppliers',
  'products.Purchases',
  'products.Purchase Receipts',
  'settings.Business',
  'appointments.Appointments',
  'products.Stock Usage',
  'marketing.Client Messages',
  'settings.SMS Bundles',
  'sales.Checkout',
  'sales.Discounts',
  'products.Orders',
  'products.Sales Ledger',
  'sales.Cash-up',
  'staff.Pay',
  'settings.Activity',
] as const;

export type ModuleName = (typeof MODULES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const ROLES = ['owner', 'admin', 'staff'] as const;
export type RoleName = (typeof ROLES)[number];
