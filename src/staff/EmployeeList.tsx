import DownloadIcon from '@mui/icons-material/Download';
import OutboxIcon from '@mui/icons-material/Outbox';
import { Button } from '@mui/material';
import { CreateButton, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { employee, type FieldDeclaration } from '../../registry';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import { column, ResourceList } from '../shared/GenericList';
import { ListPagination } from '../shared/listPaging';
import { useBusyCall } from '../shared/useBusyCall';
import './texts';

/** Downloads employees.csv (back-office.md 2: "Staff list export downloads employees.csv"). */
export const ExportEmployeesButton = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { run } = useBusyCall();
  const onClick = () => void run(() => dataProvider.exportEmployees());
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={onClick}>
      {translate('saluni.staff.export')}
    </Button>
  );
};

const EmployeeListActions = () => {
  const translate = useTranslate();
  // Invitation e-mails carry sign-up links: the outbox is for owners and admins.
  const { allowed: seesOutbox } = useModuleAccess(null);
  return (
    <TopToolbar>
      <CreateButton />
      <ExportEmployeesButton />
      {seesOutbox && (
        <Button size="small" component={Link} to="/outbox" startIcon={<OutboxIcon />}>
          {translate('saluni.staff.outbox.title')}
        </Button>
      )}
    </TopToolbar>
  );
};

const staffLink = (record: RaRecord) => `/staff/${record.id}`;

/** Staff: the declared columns, export, and a row opens the staff detail page. */
export const EmployeeList = () => (
  <ResourceList
    declaration={employee}
    columns={Object.entries(employee.fields as Record<string, FieldDeclaration>)
      .filter(([, field]) => field.list)
      .map(([name, field]) => column(name, field))}
    phoneTexts={{ secondaryText: (record: RaRecord) => String(record.email ?? '') }}
    actions={<EmployeeListActions />}
    pagination={<ListPagination />}
    openPath={staffLink}
  />
);
