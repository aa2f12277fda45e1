import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Loading,
  ReferenceField,
  TextField,
  Title,
  useCanAccess,
  useGetIdentity,
  useGetOne,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { employee } from '../../registry';
import { PersonAppointments } from '../appointments';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import type { WorkingDay } from '../../registry/staff/workingHours';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { formatPhone } from '../format/phone';
import { PermissionGrid } from './PermissionGrid';
import { useModuleAccess } from '../auth/useModuleAccess';
import { WorkingHoursView } from './WorkingHoursInput';
import './texts';

const PERMISSIONS_MODULE = 'employees.Permissions';

/** The permission grid, or why there is none: no e-mail means no sign-in to give rights to. */
const PermissionsSection = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const businessId = useCurrentBusinessId();
  const { identity } = useGetIdentity();
  const { allowed: canRead } = useModuleAccess(PERMISSIONS_MODULE, 'read');
  const { allowed: canUpdate } = useModuleAccess(PERMISSIONS_MODULE, 'update');
  if (!canRead || !businessId) return null;
  // The server refuses changing one's own permissions; the grid shows them read-only.
  const isSelf =
    typeof record.email === 'string' &&
    record.email.toLowerCase() === String(identity?.email ?? '').toLowerCase();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('saluni.staff.permissions.title')}
        </Typography>
        {record.email ? (
          <PermissionGrid employeeId={String(record.id)} canUpdate={canUpdate && !isSelf} />
        ) : (
          <Typography color="text.secondary">
            {translate('saluni.staff.permissions.noAccount')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

/** `/staff/{id}` (back-office.md 2): who they are, their job title, weekly hours and permissions. */
export const StaffDetail = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: record, isPending, error } = useGetOne(employee.name, { id });
  const { canAccess: canEdit } = useCanAccess({ resource: employee.name, action: 'edit' });
  const { canAccess: canSeeAppointments } = useCanAccess({
    resource: APPOINTMENT_RESOURCE,
    action: 'list',
  });
  if (isPending) return <Loading />;
  if (error || !record)
    return <Typography sx={{ m: 3 }}>{translate('saluni.staff.detail.notFound')}</Typography>;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={String(record.fullName)} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                {record.fullName}
              </Typography>
              <Typography color="text.secondary">
                {record.jobTitleId ? (
                  <ReferenceField
                    record={record}
                    source="jobTitleId"
                    reference="job-title"
                    link={false}
                  >
                    <TextField source="name" />
                  </ReferenceField>
                ) : (
                  translate('saluni.staff.detail.noJobTitle')
                )}
              </Typography>
              {record.email && <Typography>{record.email}</Typography>}
              {record.phone && <Typography>{formatPhone(record.phone)}</Typography>}
            </Box>
            <Box>
              <Button component={Link} to="/employee">
                {translate('saluni.staff.detail.back')}
              </Button>
              {canEdit && (
                <Button component={Link} to={`/employee/${record.id}`} startIcon={<EditIcon />}>
                  {translate('saluni.staff.detail.edit')}
                </Button>
              )}
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('saluni.staff.workingHours.title')}
          </Typography>
          <WorkingHoursView week={record.workingHours as WorkingDay[]} />
        </CardContent>
      </Card>
      {canSeeAppointments && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('saluni.appointments.list.title')}
            </Typography>
            <PersonAppointments of={{ employeeId: String(record.id) }} />
          </CardContent>
        </Card>
      )}
      <PermissionsSection record={record} />
    </Stack>
  );
};
