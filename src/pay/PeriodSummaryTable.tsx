import { Box, Link, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PayPeriodSummary } from '../../registry/pay';
import { useBusinessFormat } from '../format';
import { payStatementPath } from '../shared/appScreens';
import { HeadedTable } from '../shared/HeadedTable';
import { formatHours } from './hours';
import './texts';

const T = 'saluni.payScreens.summary';
const AMOUNTS = ['sales', 'commission', 'tips'] as const;

/**
 * Every staff member's figures in the period, a totals row under them; a row opens the staff
 * member's statement (its name is the link, for the keyboard). Scrolls sideways on a phone.
 */
export const PeriodSummaryTable = ({ summary }: { summary: PayPeriodSummary }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const navigate = useNavigate();
  if (!summary.rows.length) return <Typography role="status">{translate(`${T}.empty`)}</Typography>;
  const hours = summary.rows.reduce((sum, row) => sum + row.hours, 0);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <HeadedTable
        aria-label={translate(`${T}.title`)}
        columns={[
          { label: translate(`${T}.staff`) },
          ...AMOUNTS.map((name) => ({ label: translate(`${T}.${name}`), align: 'right' as const })),
          { label: translate(`${T}.hours`), align: 'right' },
          { label: translate(`${T}.total`), align: 'right' },
        ]}
      >
        {summary.rows.map((row) => {
          const path = payStatementPath(summary.period.start, row.employee._id);
          return (
            <TableRow
              key={row.employee._id}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => navigate(path)}
            >
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
                  {row.employee.fullName}
                </Link>
              </TableCell>
              {AMOUNTS.map((name) => (
                <TableCell key={name} align="right" sx={nowrap}>
                  {format.money(row[name])}
                </TableCell>
              ))}
              <TableCell align="right">{formatHours(row.hours)}</TableCell>
              <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                {format.money(row.total)}
              </TableCell>
            </TableRow>
          );
        })}
        <TableRow sx={{ '& th, & td': { fontWeight: 600 } }}>
          <TableCell component="th" scope="row">
            {translate(`${T}.totals`)}
          </TableCell>
          {AMOUNTS.map((name) => (
            <TableCell key={name} align="right" sx={nowrap}>
              {format.money(summary.totals[name])}
            </TableCell>
          ))}
          <TableCell align="right">{formatHours(hours)}</TableCell>
          <TableCell align="right" sx={nowrap}>
            {format.money(summary.totals.total)}
          </TableCell>
        </TableRow>
      </HeadedTable>
    </Box>
  );
};
