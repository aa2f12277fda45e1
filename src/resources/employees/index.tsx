import BadgeIcon from '@mui/icons-material/Badge';
import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { employee } from '../../../registry';
import type { ResourceScreens } from '../generic/buildResource';
import { useRecordResolver } from '../generic/GenericCreate';
import { ResourceDeleteButton } from '../generic/ResourceDeleteButton';
import { useResourceSuccess } from '../generic/useResourceToast';
import { EmployeeInputs } from './EmployeeInputs';
import { EmployeeList } from './EmployeeList';

/** Save stays enabled on an empty form, so an empty submit explains what is missing. */
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={employee} />
  </Toolbar>
);

/** POST /v1/employee answers fast (e-mail goes through the outbox); the spec allows 20 s. */
export const EmployeeCreate = () => {
  const onSuccess = useResourceSuccess(employee, 'created');
  const resolver = useRecordResolver(employee);
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<CreateToolbar />}>
        <EmployeeInputs />
      </SimpleForm>
    </Create>
  );
};

export const EmployeeEdit = () => {
  const onSuccess = useResourceSuccess(employee, 'updated');
  const resolver = useRecordResolver(employee);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<EditToolbar />}>
        <EmployeeInputs />
      </SimpleForm>
    </Edit>
  );
};

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
