import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { employee } from '../../registry';
import { MAX_LINE_STAFF } from '../../registry/lineShares';
import {
  percentUnits,
  remainingUnits,
  splitEqually,
  unitsAsPercent,
  withRowAdded,
  withRowRemoved,
  type DraftShare,
} from './staffShareDraft';
import './staffSharesTexts';

/** A staff member the editor may credit. */
export interface StaffChoice {
  id: string;
  fullName: string;
}

const STAFF_LIST = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'fullName', order: 'ASC' as const },
};

/** The business's staff, by name; none asked for when the user may not read the staff list (`mayList`). */
export const useStaffChoices = (mayList: boolean): StaffChoice[] =>
  useGetList<StaffChoice>(employee.name, STAFF_LIST, { enabled: mayList }).data ?? [];

/** What is left to give, given too much, or that the shares add up, as the rows change. */
const ShareSummary = ({ draft }: { draft: readonly DraftShare[] }) => {
  const translate = useTranslate();
  const left = remainingUnits(draft);
  const text =
    left === 0
      ? translate('saluni.staffShares.complete')
      : translate(left > 0 ? 'saluni.staffShares.remaining' : 'saluni.staffShares.over', {
          percent: unitsAsPercent(left),
        });
  return (
    <Typography
      role="status"
      variant="body2"
      color={left === 0 ? 'text.secondary' : 'warning.main'}
      sx={{ mr: 'auto' }}
    >
      {text}
    </Typography>
  );
};

export interface StaffSharesEditorProps {
  /** Names the group for assistive technology, e.g. the line it shares. */
  label: string;
  draft: readonly DraftShare[];
  onChange: (draft: DraftShare[]) => void;
  /** The staff who may be chosen; a row's own staff member shows even when missing here. */
  choices: readonly StaffChoice[];
  /** The first row's staff member is chosen elsewhere (an appointment's employee): shown by this name, not chosen here. */
  fixedLead?: string;
  disabled?: boolean;
  /** Where the editor's caller puts its own buttons (Save, Cancel), after Add staff and Split equally. */
  actions?: ReactNode;
}

/**
 * Several staff on one line, each with a share typed as a percent (docs/areas/orders.md "Shared
 * lines"): up to MAX_LINE_STAFF rows, each a staff member, their percent and a remove button;
 * below, what is left to give, Add staff and Split equally. The caller sends the shares once
 * `sharesOfDraft` finds they add up.
 */
export const StaffSharesEditor = ({
  label,
  draft,
  onChange,
  choices,
  fixedLead,
  disabled,
  actions,
}: StaffSharesEditorProps) => {
  const translate = useTranslate();
  const change = (index: number, row: Partial<DraftShare>) =>
    onChange(draft.map((current, at) => (at === index ? { ...current, ...row } : current)));
  const nameOf = (id: string) => choices.find((choice) => choice.id === id)?.fullName;
  return (
    <Stack role="group" aria-label={label} spacing={1} sx={{ width: '100%' }}>
      {draft.map((row, index) => {
        const n = index + 1;
        const badPercent = row.percent !== '' && percentUnits(row.percent) === null;
        const taken = new Set(draft.filter((_, at) => at !== index).map((r) => r.employeeId));
        const listed =
          row.employeeId && !nameOf(row.employeeId)
            ? [
                {
                  id: row.employeeId,
                  fullName: translate('saluni.staffShares.formerStaff'),
                },
                ...choices,
              ]
            : choices;
        return (
          <Stack
            key={index}
            direction="row"
            useFlexGap
            sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            {fixedLead !== undefined && index === 0 ? (
              <TextField
                size="small"
                label={translate('saluni.staffShares.member', { n })}
                value={fixedLead}
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ flex: '1 1 160px' }}
              />
            ) : (
              <TextField
                select
                size="small"
                label={translate('saluni.staffShares.member', { n })}
                value={row.employeeId}
                onChange={(event) => change(index, { employeeId: event.target.value })}
                disabled={disabled}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ flex: '1 1 160px', minWidth: 0 }}
              >
                <MenuItem value="" disabled>
                  <em>{translate('saluni.staffShares.chooseStaff')}</em>
                </MenuItem>
                {listed.map((member) => (
                  <MenuItem key={member.id} value={member.id} disabled={taken.has(member.id)}>
                    {member.fullName}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              size="small"
              label={translate('saluni.staffShares.percent', { n })}
              value={row.percent}
              onChange={(event) => change(index, { percent: event.target.value })}
              disabled={disabled}
              error={badPercent}
              helperText={badPercent ? translate('saluni.staffShares.badPercent') : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 112 }}
            />
            <IconButton
              aria-label={translate('saluni.staffShares.remove', { n })}
              onClick={() => onChange(withRowRemoved(draft, index))}
              disabled={disabled || (fixedLead !== undefined && index === 0)}
              sx={{ mt: 0.25 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        );
      })}
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        <ShareSummary draft={draft} />
        <Button
          size="small"
          onClick={() => onChange(withRowAdded(draft))}
          disabled={disabled || draft.length >= MAX_LINE_STAFF}
        >
          {translate('saluni.staffShares.add')}
        </Button>
        <Button
          size="small"
          onClick={() => onChange(splitEqually(draft))}
          disabled={disabled || draft.length === 0}
        >
          {translate('saluni.staffShares.splitEqually')}
        </Button>
        {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
      </Stack>
    </Stack>
  );
};
