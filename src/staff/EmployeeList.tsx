import DownloadIcon from '@mui/icons-material/Download';
import OutboxIcon from '@mui/icons-material/Outbox';
import { Button, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SimpleList,
  TopToolbar,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { employee, type FieldDeclaration } from '../../registry';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import { column, parseSort } from '../shared/GenericList';
import { ListEmpty } from '../shared/ListEmpty';
import { ListError } from '../shared/NoAccess';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import './texts';

/** Downloads employees.csv (back-office.md 2: "Staff list export downloads employees.csv"). */
export const ExportEmployeesButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const onClick = () => {
    dataProvider
      .exportEmployees()
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  };
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
export const EmployeeList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const columns = Object.entries(employee.fields as Record<string, FieldDeclaration>).filter(
    ([, field]) => field.list,
  );
  return (
    <List
      sort={parseSort(employee.defaultSort)}
      perPage={10}
      actions={<EmployeeListActions />}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      pagination={
        <Pagination
          rowsPerPageOptions={[5, 10, 15, { label: translate('saluni.ui.all'), value: ALL_ROWS }]}
        />
      }
      empty={<ListEmpty />}
      error={<ListError />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => String(record.fullName ?? '')}
          secondaryText={(record) => String(record.email ?? '')}
          linkType={staffLink}
        />
      ) : (
        <DataTable rowClick={(id) => `/staff/${id}`} bulkActionButtons={false}>
          {columns.map(([name, field]) => column(name, field))}
          <DataTable.Col label="saluni.ui.actions" align="right">
            <ResourceDeleteButton declaration={employee} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
