import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Popover, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format/useBusinessFormat';
import {
  chooseAll,
  chooseRange,
  emittedRange,
  filterOfRange,
  pickEnd,
  pickStart,
  rangeLabel,
  RANGE_TYPES,
  sameRange,
  step,
  type DateFilterState,
} from './dateFilterRules';
import { ReportToggle } from '../charts/ReportToggle';
import '../texts';
import '../../shared/specScreensTexts';

/**
 * A read-only 'YYYY-MM-DD' field (the spec's picker) that opens a native date input in a
 * popover on a click, Enter or Space: the browser's own date choice, usable from the keyboard.
 */
const DayPicker = ({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string | null;
  onPick: (day: string) => void;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) =>
    setAnchor(event.currentTarget);
  return (
    <>
      <TextField
        size="small"
        label={label}
        value={value ?? ''}
        placeholder="YYYY-MM-DD"
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open(event);
          }
        }}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' },
          inputLabel: { shrink: true },
        }}
        sx={{ width: 150 }}
      />
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          sx={{ p: 2 }}
          role="dialog"
          aria-label={translate('saluni.reports.filter.choose', { field: label })}
        >
          <TextField
            type="date"
            size="small"
            autoFocus
            label={label}
            defaultValue={value ?? ''}
            slotProps={{ inputLabel: { shrink: true } }}
            onChange={(event) => {
              // A native date input gives '' while a day is half typed: wait for a whole day.
              if (!/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) return;
              onPick(event.target.value);
              setAnchor(null);
            }}
          />
        </Box>
      </Popover>
    </>
  );
};

/**
 * The report date filter bar (back-office.md 2 and 4): Start Date and End Date, Month / Week /
 * Day, All, the arrows (not in All) and the range label. It tells the page each range it emits;
 * the page keeps it in its URL and hands it back as `range`, so a reload, a shared link or the
 * back button shows the same period. A page without one shows all data, the spec's first display.
 */
export const ReportDateFilter = ({
  range,
  onChange,
}: {
  range: ReportRange;
  onChange: (range: ReportRange) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const [chosen, setChosen] = useState<DateFilterState>(() => filterOfRange(range, format.dates));
  // The bar keeps what was chosen (a week whose end was picked by hand stays a week); when the
  // URL holds another range (back, forward, a link), it shows that one.
  const state = sameRange(emittedRange(chosen, format.dates), range)
    ? chosen
    : filterOfRange(range, format.dates);

  const update = (next: DateFilterState) => {
    setChosen(next);
    onChange(emittedRange(next, format.dates));
  };
  const ranged = state.type !== 'all';
  return (
    <Box
      role="group"
      aria-label={translate('saluni.reports.filter.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <DayPicker
        label={translate('saluni.spec.report.startDate')}
        value={state.start}
        onPick={(day) => update(pickStart(state, day))}
      />
      <DayPicker
        label={translate('saluni.spec.report.endDate')}
        value={state.end}
        onPick={(day) => update(pickEnd(state, day))}
      />
      <ReportToggle
        label="saluni.reports.filter.range"
        texts="saluni.spec.report"
        choices={RANGE_TYPES}
        value={state.type === 'all' ? null : state.type}
        onChange={(type) => update(chooseRange(state, type))}
      />
      <Button
        size="small"
        variant={ranged ? 'outlined' : 'contained'}
        aria-pressed={!ranged}
        onClick={() => update(chooseAll(state))}
      >
        {translate('saluni.spec.report.all')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
        {ranged && (
          <IconButton
            size="small"
            aria-label={translate('saluni.reports.filter.previous')}
            onClick={() => update(step(state, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
        )}
        <Typography
          component="output"
          aria-live="polite"
          sx={{ px: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {rangeLabel(state, format.dates, translate('saluni.spec.report.allData'))}
        </Typography>
        {ranged && (
          <IconButton
            size="small"
            aria-label={translate('saluni.reports.filter.next')}
            onClick={() => update(step(state, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        )}
      </Box>
    </Box>
  );
};
