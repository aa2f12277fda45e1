import type { ModuleName } from '../../registry';

/**
 * The i18n key of each permission module's label: the module names are the API's header values
 * ('employees Job Title'), which read as codes to a salon owner. Typed by module, so a new module
 * cannot appear without its label.
 */
export const MODULE_LABEL_KEYS: Record<ModuleName, string> = {
  'clients.Profile': 'saluni.staff.permissions.modules.clientsProfile',
  'clients.Consultation forms': 'saluni.staff.permissions.modules.clientsConsultationForms',
  'clients.Categories': 'saluni.staff.permissions.modules.clientsCategories',
  'clients.Feedback': 'saluni.staff.permissions.modules.clientsFeedback',
  'employees.All Employees': 'saluni.staff.permissions.modules.staffAll',
  'employees.Permissions': 'saluni.staff.permissions.modules.staffPermissions',
  'employees Job Title': 'saluni.staff.permissions.modules.staffJobTitles',
  'services.All Services': 'saluni.staff.permissions.modules.servicesAll',
  'services.Category': 'saluni.staff.permissions.modules.servicesCategories',
  'services.Service Packages': 'saluni.staff.permissions.modules.servicesPackages',
  'services.Service Rooms': 'saluni.staff.permissions.modules.servicesRooms',
  'memberships.Memberships': 'saluni.staff.permissions.modules.memberships',
  'marketing.Gift Vouchers': 'saluni.staff.permissions.modules.giftVouchers',
  'products.Product': 'saluni.staff.permissions.modules.products',
  'products.Product Category': 'saluni.staff.permissions.modules.productCategories',
  'products.Options': 'saluni.staff.permissions.modules.productOptions',
  'products.Warehouses': 'saluni.staff.permissions.modules.warehouses',
  'products.Stock': 'saluni.staff.permissions.modules.stock',
  'products.Suppliers': 'saluni.staff.permissions.modules.suppliers',
  'products.Purchases': 'saluni.staff.permissions.modules.purchases',
  'products.Purchase Receipts': 'saluni.staff.permissions.modules.purchaseReceipts',
  'products.Stock Usage': 'saluni.staff.permissions.modules.stockUsage',
  'settings.Business': 'saluni.staff.permissions.modules.businessSettings',
  'appointments.Appointments': 'saluni.staff.permissions.modules.appointments',
  'marketing.Client Messages': 'saluni.staff.permissions.modules.clientMessages',
  'settings.SMS Bundles': 'saluni.staff.permissions.modules.smsBundles',
  'sales.Checkout': 'saluni.staff.permissions.modules.checkout',
  'sales.Discounts': 'saluni.staff.permissions.modules.discounts',
  'sales.Cash-up': 'saluni.staff.permissions.modules.cashUp',
  'staff.Pay': 'saluni.staff.permissions.modules.pay',
  'settings.Activity': 'saluni.staff.permissions.modules.activity',
  'products.Orders': 'saluni.staff.permissions.modules.orders',
  'products.Sales Ledger': 'saluni.staff.permissions.modules.salesLedger',
  'reports.Sales': 'saluni.staff.permissions.modules.reportsSales',
  'reports.Client': 'saluni.staff.permissions.modules.reportsClient',
};
