import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, IconButton, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { employee } from '../../registry';
import type { LineStaffShare } from '../../registry/orders';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useSaluniDataProvider } from '../dataProvider';
import type { CartEntry, CartEntryChange } from '../dataProvider/orders';
import { StaffSharesEditor, useStaffChoices, type StaffChoice } from '../shared/StaffSharesEditor';
import { draftOf, sharesOfDraft, withRowAdded } from '../shared/staffShareDraft';
import { useCartChange } from './cartQueries';

/** Everyone credited with the line: its `staff`, else its one `employee` with all of it. */
const lineStaffOf = (entry: CartEntry): LineStaffShare[] =>
  entry.staff.length > 0 || !entry.employee
    ? entry.staff
    : [{ employeeId: entry.employee._id, share: 1, fullName: entry.employee.fullName }];

/** The staff list, with the line's own staff first when the list lacks them (or cannot be read). */
const withLineStaff = (staff: readonly StaffChoice[], lineStaff: readonly LineStaffShare[]) => [
  ...lineStaff
    .filter((member) => member.fullName && !staff.some((choice) => choice.id === member.employeeId))
    .map((member) => ({ id: member.employeeId, fullName: member.fullName! })),
  ...staff,
];

const useEntryChange = (entry: CartEntry, onChanged?: () => void) => {
  const dataProvider = useSaluniDataProvider();
  return useCartChange(
    (change: CartEntryChange) => dataProvider.updateCartEntry(entry._id, change),
    onChanged,
  );
};

/**
 * The line's staff and their shares being edited: sent once each row has someone and the
 * shares add up to 100%; Cancel goes back to what the server keeps.
 */
const LineShares = ({
  entry,
  lineStaff,
  choices,
  onDone,
}: {
  entry: CartEntry;
  lineStaff: LineStaffShare[];
  choices: StaffChoice[];
  onDone: () => void;
}) => {
  const translate = useTranslate();
  const kept = draftOf(lineStaff);
  // Sharing a line of one (or of no one) starts with a second, empty row.
  const start = kept.length > 1 ? kept : withRowAdded(kept.length ? kept : withRowAdded([]));
  const [draft, setDraft] = useState(start);
  const change = useEntryChange(entry, onDone);
  const shares = sharesOfDraft(draft);
  const changed = JSON.stringify(draft) !== JSON.stringify(kept);
  return (
    // Below the line's other fields, across the whole line.
    <Box sx={{ flexBasis: '100%', order: 1 }}>
      <StaffSharesEditor
        label={translate('saluni.checkout.lineShares', { name: entry.name })}
        draft={draft}
        onChange={setDraft}
        choices={choices}
        disabled={change.isPending}
        actions={
          <>
            {changed && (
              <Button
                size="small"
                onClick={() => {
                  setDraft(kept);
                  onDone();
                }}
              >
                {translate('saluni.common.cancel')}
              </Button>
            )}
            <Button
              size="small"
              variant="contained"
              disabled={!shares || !changed || change.isPending}
              onClick={() => shares && change.mutate({ staff: shares })}
            >
              {translate('saluni.checkout.saveShares')}
            </Button>
          </>
        }
      />
    </Box>
  );
};

/**
 * Who did or sold the line, credited with it in the sales report. The server chose the default
 * (the appointment's staff, else the person at the till); choosing here replaces it. A line of
 * one is the one picker it always was, with a button to share it; a shared line shows its staff
 * and shares to edit (docs/areas/orders.md "Shared lines"). The line's own staff stay choices
 * even when the staff list cannot be read.
 */
export const LineStaffPicker = ({ entry }: { entry: CartEntry }) => {
  const translate = useTranslate();
  const [sharing, setSharing] = useState(false);
  const change = useEntryChange(entry);
  // Someone at the till who may not read the staff list keeps the line's staff, asking nothing.
  const mayList = useModuleAccess(employee.module, 'read').allowed;
  const lineStaff = lineStaffOf(entry);
  const choices = withLineStaff(useStaffChoices(mayList), lineStaff);
  if (sharing || lineStaff.length > 1)
    return (
      <LineShares
        // What the server answers starts the rows again.
        key={JSON.stringify(lineStaff)}
        entry={entry}
        lineStaff={lineStaff}
        choices={choices}
        onDone={() => setSharing(false)}
      />
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <TextField
        select
        size="small"
        label={translate('saluni.checkout.lineStaff')}
        value={lineStaff[0]?.employeeId ?? ''}
        onChange={(event) => change.mutate({ employeeId: event.target.value || null })}
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
      {mayList && (
        <IconButton
          aria-label={translate('saluni.checkout.shareLine')}
          title={translate('saluni.checkout.shareLine')}
          onClick={() => setSharing(true)}
          size="small"
        >
          <GroupAddIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
};
