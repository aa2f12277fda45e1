import { ACTIONS, type Action, type ModuleName } from '../modules';

export const ROLE_PRESETS = ['receptionist', 'stylist', 'manager'] as const;
export type RolePreset = (typeof ROLE_PRESETS)[number];

export interface ModulePermission {
  module: ModuleName;
  actions: Action[];
}

const READ: Action[] = ['read'];
const WRITE: Action[] = ['read', 'create', 'update'];
const ALL: Action[] = [...ACTIONS];

/**
 * What each kind of staff member usually does, as a starting point an owner edits:
 * - a stylist (or therapist, barber) sees the diary and the clients they serve, and books;
 * - a receptionist runs the front desk: bookings, clients, the till, messages to clients;
 * - a manager runs the salon day to day, everything but the staff's own rights and the business's settings.
 * Discounts at the till and refunds stay with the receptionist and manager, deletes with the manager.
 */
const PRESET_GRANTS: Record<RolePreset, Partial<Record<ModuleName, Action[]>>> = {
  stylist: {
    'appointments.Appointments': WRITE,
    'clients.Profile': READ,
    'clients.Consultation forms': WRITE,
    'services.All Services': READ,
    'products.Product': READ,
  },
  receptionist: {
    'appointments.Appointments': ALL,
    'clients.Profile': WRITE,
    'clients.Consultation forms': WRITE,
    'clients.Categories': READ,
    'clients.Feedback': WRITE,
    'employees.All Employees': READ,
    'services.All Services': READ,
    'services.Category': READ,
    'services.Service Packages': READ,
    'services.Service Rooms': READ,
    'memberships.Memberships': READ,
    'marketing.Gift Vouchers': READ,
    'marketing.Client Messages': WRITE,
    'products.Product': READ,
    'products.Orders': WRITE,
    'sales.Checkout': ALL,
    'sales.Discounts': WRITE,
  },
  manager: {
    'appointments.Appointments': ALL,
    'clients.Profile': ALL,
    'clients.Consultation forms': ALL,
    'clients.Categories': ALL,
    'clients.Feedback': ALL,
    'employees.All Employees': WRITE,
    'employees Job Title': ALL,
    'services.All Services': ALL,
    'services.Category': ALL,
    'services.Service Packages': ALL,
    'services.Service Rooms': ALL,
    'memberships.Memberships': ALL,
    'marketing.Gift Vouchers': ALL,
    'marketing.Client Messages': ALL,
    'products.Product': ALL,
    'products.Product Category': ALL,
    'products.Options': ALL,
    'products.Warehouses': ALL,
    'products.Stock': ALL,
    'products.Suppliers': ALL,
    'products.Purchases': ALL,
    'products.Purchase Receipts': ALL,
    'products.Stock Usage': ALL,
    'products.Orders': ALL,
    'products.Sales Ledger': READ,
    'reports.Sales': READ,
    'reports.Client': READ,
    'sales.Checkout': ALL,
    'sales.Discounts': ALL,
  },
};

/** A preset's permissions, one entry per module it grants. */
export const presetPermissions = (preset: RolePreset): ModulePermission[] =>
  Object.entries(PRESET_GRANTS[preset]).map(([module, actions]) => ({
    module: module as ModuleName,
    actions: [...actions!],
  }));
