import { Alert, Box, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HoursByDayType, PayStatement } from '../../registry/pay';
import { useBusinessFormat } from '../format';
import { FigureCards } from '../shared/FigureCards';
import { HeadedTable } from '../shared/HeadedTable';
import { percentOf } from '../shared/staffShareDraft';
import { formatHours } from './hours';
import { ClosedByText, PeriodStatusChip } from './periods';
import './texts';

const T = 'saluni.payScreens.statement';
const FIGURES = ['sales', 'deductions', 'commission', 'refundsReversed', 'tips', 'total'] as const;
const DAY_TYPES = [
  'weekday',
  'saturday',
  'sunday',
  'publicHoliday',
  'total',
] as const satisfies readonly (keyof HoursByDayType)[];

const HoursWorked = ({ hours }: { hours: HoursByDayType }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="pay-hours">
      <Typography variant="h6" component="h3" id="pay-hours" sx={{ mb: 1 }}>
        {translate(`${T}.hours.title`)}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, maxWidth: 360 }}
      >
        {DAY_TYPES.map((type) => (
          <Box
            key={type}
            sx={{ display: 'contents', fontWeight: type === 'total' ? 600 : undefined }}
          >
            <Box component="dt">{translate(`${T}.hours.${type}`)}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {formatHours(hours[type])}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/** The lines behind the figures; a refund line is marked and its amounts are negative. */
const StatementLines = ({ statement }: { statement: PayStatement }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Box component="section" aria-labelledby="pay-lines" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" id="pay-lines" sx={{ mb: 1 }}>
        {translate(`${T}.lines.title`)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <HeadedTable
          aria-label={translate(`${T}.lines.title`)}
          columns={[
            { label: translate(`${T}.lines.day`) },
            { label: translate(`${T}.lines.orderNo`) },
            { label: translate(`${T}.lines.item`) },
            { label: translate(`${T}.lines.quantity`), align: 'right' },
            { label: translate(`${T}.lines.share`), align: 'right' },
            { label: translate(`${T}.lines.net`), align: 'right' },
            { label: translate(`${T}.lines.deduction`), align: 'right' },
            { label: translate(`${T}.lines.commission`), align: 'right' },
          ]}
        >
          {statement.lines.map((line, index) => (
            // A line sold and refunded appears twice (or more): its position tells them apart.
            <TableRow key={`${line.lineId}-${index}`}>
              <TableCell sx={nowrap}>{format.calendarDate(line.day)}</TableCell>
              <TableCell>{line.orderNo}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{line.name}</span>
                  {line.refund && (
                    <Chip size="small" color="info" label={translate(`${T}.lines.refund`)} />
                  )}
                </Stack>
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{`${percentOf(line.share)}%`}</TableCell>
              <TableCell align="right" sx={nowrap}>
                {format.money(line.net)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {format.money(line.deduction)}
              </TableCell>
              <TableCell align="right" sx={nowrap}>
                {format.money(line.commission)}
              </TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </Box>
    </Box>
  );
};

/** Each tip behind the tips figure, by the day its order was paid in full. */
const StatementTips = ({ statement }: { statement: PayStatement }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Box component="section" aria-labelledby="pay-tips" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h3" id="pay-tips" sx={{ mb: 1 }}>
        {translate(`${T}.tipLines.title`)}
      </Typography>
      {statement.tipLines.length ? (
        <Box sx={{ overflowX: 'auto' }}>
          <HeadedTable
            aria-label={translate(`${T}.tipLines.title`)}
            columns={[
              { label: translate(`${T}.tipLines.day`) },
              { label: translate(`${T}.tipLines.orderNo`) },
              { label: translate(`${T}.tipLines.amount`), align: 'right' },
            ]}
          >
            {statement.tipLines.map((tip) => (
              <TableRow key={tip.orderId}>
                <TableCell sx={nowrap}>{format.calendarDate(tip.day)}</TableCell>
                <TableCell>{tip.orderNo}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {format.money(tip.amount)}
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </Box>
      ) : (
        <Typography role="status" color="text.secondary">
          {translate(`${T}.tipLines.none`)}
        </Typography>
      )}
    </Box>
  );
};

/** One staff member's statement: the figures, the plan (or why there is no commission), hours, lines and tips. */
export const StatementView = ({ statement }: { statement: PayStatement }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const name = statement.employee.fullName;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.heading`, {
            name,
            start: format.calendarDate(statement.period.start),
            end: format.calendarDate(statement.period.end),
          })}
        </Typography>
        <PeriodStatusChip period={statement.period} />
      </Stack>
      <ClosedByText period={statement.period} />
      {statement.plan ? (
        <Typography>{translate(`${T}.plan`, { name: statement.plan.name })}</Typography>
      ) : (
        <Alert severity="info" role="status">
          {translate(`${T}.noPlan`, { name })}
        </Alert>
      )}
      <FigureCards
        labels={`${T}.figures`}
        figures={FIGURES.map((key) => ({ key, value: format.money(statement[key]) }))}
        sx={{ gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, 1fr)' } }}
      />
      <HoursWorked hours={statement.hours} />
      {statement.lines.length ? (
        <StatementLines statement={statement} />
      ) : (
        <Alert severity="info" role="status">
          {translate(`${T}.nothingSold`, { name })}
        </Alert>
      )}
      <StatementTips statement={statement} />
    </Stack>
  );
};
