import { DEFAULT_WORKING_HOURS } from '../../registry/staff/workingHours';
import { refuseEmployeeWithAppointments } from '../appointments';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';
import { removePerformer } from '../services';
import { grantAccess, linkedEmailMatches, revokeAccess, type EmployeeRow } from './employeeAccess';

const asEmployee = (row: Record<string, unknown>) => row as unknown as EmployeeRow;

/**
 * An employee's e-mail is their staff sign-in (design.md 3). After every write the role
 * follows the e-mail, in the write's transaction: a new e-mail links or invites an account, a
 * changed one moves the role (and its permissions) to the new account, a removed one or a
 * delete revokes it. A deleted employee also leaves every service's performers; one with
 * appointments cannot be deleted.
 */
export const employeeHooks: ResourceHooks = {
  beforeWrite: async (_context, values) => {
    // Clearing the hours is going back to the default week; the column never holds null.
    if (values.workingHours === null) return { workingHours: DEFAULT_WORKING_HOURS };
  },
  afterWrite: async ({ db }, row) => {
    const employee = asEmployee(row);
    if (employee.userId && (await linkedEmailMatches(db, employee))) return;
    const permissions = await revokeAccess(db, employee);
    if (employee.email)
      await grantAccess(db, { ...employee, userId: null, email: employee.email }, permissions);
  },
  beforeDelete: async ({ db, access }, row) => {
    await refuseEmployeeWithAppointments(db, access.businessId, row.id);
    await revokeAccess(db, asEmployee(row));
  },
  // A former employee no longer performs any service.
  afterDelete: async ({ db, access }, row) => {
    await removePerformer(db, access.businessId, row.id);
  },
};

/** The hooks this area hands to the registry engine, by resource name. */
export const staffResourceHooks: HooksByResource = { employee: employeeHooks };
