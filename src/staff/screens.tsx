import { employee } from '../../registry';
import { CommissionPlanCreate, CommissionPlanEdit } from '../pay';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import type { AreaResourceScreens } from '../shared/ownScreens';
import { EmployeeInputs } from './EmployeeInputs';
import { EmployeeList } from './EmployeeList';

export { ApiKeysPage } from './ApiKeysPage';
export { InvitationPage } from './InvitationPage';
export { OutboxList } from './OutboxList';
export { StaffDetail } from './StaffDetail';

/** POST /v1/employee answers fast (e-mail goes through the outbox); the spec allows 20 s. */
// A new employee takes online bookings, as the column's default says.
const EmployeeCreate = () => (
  <GenericCreate declaration={employee} defaultValues={{ takesOnlineBookings: true }}>
    <EmployeeInputs />
  </GenericCreate>
);

const EmployeeEdit = () => (
  <GenericEdit declaration={employee}>
    <EmployeeInputs />
  </GenericEdit>
);

/** The staff menu area: employees have the working week among their inputs; commission plans their rates' editors. */
export const resourceScreens: AreaResourceScreens = {
  employee: { list: EmployeeList, create: EmployeeCreate, edit: EmployeeEdit },
  'commission-plan': { create: CommissionPlanCreate, edit: CommissionPlanEdit },
};
