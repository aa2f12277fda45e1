import BadgeIcon from '@mui/icons-material/Badge';
import { employee } from '../../registry';
import type { ResourceScreens } from '../shared/buildResource';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { EmployeeInputs } from './EmployeeInputs';
import { EmployeeList } from './EmployeeList';

/** POST /v1/employee answers fast (e-mail goes through the outbox); the spec allows 20 s. */
export const EmployeeCreate = () => (
  <GenericCreate declaration={employee}>
    <EmployeeInputs />
  </GenericCreate>
);

export const EmployeeEdit = () => (
  <GenericEdit declaration={employee}>
    <EmployeeInputs />
  </GenericEdit>
);

const screens: ResourceScreens = {
  name: employee.name,
  declaration: employee,
  list: EmployeeList,
  create: EmployeeCreate,
  edit: EmployeeEdit,
  icon: BadgeIcon,
  recordRepresentation: (record) => String(record.fullName ?? ''),
};

export default screens;
