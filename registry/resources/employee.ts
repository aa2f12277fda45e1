import { defineResource } from '../types';
import { emailField, nameField, phoneField } from '../fields';

/**
 * A member of staff (back-office.md 3); an e-mail gives them a staff sign-in (design.md 3,
 * server/staff/employeeAccess.ts).
 */
export const employee = defineResource({
  name: 'employee',
  path: '/v1/employee',
  table: 'employees',
  replyKey: 'employee',
  pageKey: 'employeePage',
  module: 'employees.All Employees',
  titleField: 'fullName',
  fields: {
    fullName: nameField('saluni.validation.fullName.required'),
    phone: phoneField,
    email: emailField,
    jobTitleId: { type: 'reference', reference: 'job-title', list: true, filterable: true },
    workingHours: { type: 'json' },
    image: { type: 'image' },
    // Offered to clients on the public booking site (docs/areas/online-booking.md).
    takesOnlineBookings: { type: 'boolean' },
    // The commission plan the staff member is paid by (docs/areas/pay.md); none: no commission.
    commissionPlanId: { type: 'reference', reference: 'commission-plan', filterable: true },
  },
  defaultSort: '-createdAt',
  toasts: {
    created: 'saluni.spec.toast.staffCreated',
    updated: 'saluni.spec.toast.staffUpdated',
    deleted: 'saluni.spec.toast.employeeDeleted',
  },
  menu: { area: 'staff', order: 10 },
});
