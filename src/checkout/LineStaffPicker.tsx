import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { employee } from '../../registry';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { CartEntry } from '../dataProvider/orders';
import { useCartChange } from './cartQueries';

const STAFF_LIST = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'fullName', order: 'ASC' as const },
};

/**
 * Who did or sold the line, credited with it in the sales report. The server chose the default
 * (the appointment's employee, else the person at the till); choosing here replaces it. The
 * line's own staff member stays a choice even when the staff list cannot be read.
 */
export const LineStaffPicker = ({ entry }: { entry: CartEntry }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const change = useCartChange((employeeId: string | null) =>
    dataProvider.updateCartEntry(entry._id, { employeeId }),
  );
  // Someone at the till who may not read the staff list keeps the line's default, asking nothing.
  const mayList = useModuleAccess(employee.module, 'read').allowed;
  const { data: staff = [] } = useGetList<{ id: string; fullName: string }>(
    employee.name,
    STAFF_LIST,
    { enabled: mayList },
  );
  const current = entry.employee;
  const choices =
    current && !staff.some((member) => member.id === current._id)
      ? [{ id: current._id, fullName: current.fullName }, ...staff]
      : staff;
  return (
    <TextField
      select
      size="small"
      label={translate('saluni.checkout.lineStaff')}
      value={current?._id ?? ''}
      onChange={(event) => change.mutate(event.target.value || null)}
      disabled={change.isPending}
      // "No one" is a choice like the others, so it shows instead of an empty box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180, maxWidth: '100%' }}
    >
      <MenuItem value="">
        <em>{translate('saluni.checkout.noStaff')}</em>
      </MenuItem>
      {choices.map((member) => (
        <MenuItem key={member.id} value={member.id}>
          {member.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
};
