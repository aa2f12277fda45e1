import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessagesReport } from '../../../registry/messages';
import type { ReportRange } from '../../dataProvider/reports';
import {
  formatCalendarDate,
  todayInZone,
  useBusinessFormat,
  type DateSettings,
} from '../../format';
import { HeadedTable } from '../../shared/HeadedTable';
import { ReportQuery } from '../ReportQuery';
import '../viewTexts';

const T = 'saluni.reports.messages';
const DAYS_SHOWN_WITHOUT_A_RANGE = 365;

/** The range's calendar days in the business's zone; the range's end is the first instant after it. */
const daysOf = (range: ReportRange, dates: DateSettings) => {
  const to = range.endDate
    ? todayInZone(dates, new Date(Date.parse(range.endDate) - 1))
    : todayInZone(dates);
  const from = range.startDate
    ? todayInZone(dates, range.startDate)
    : todayInZone(dates, Date.now() - DAYS_SHOWN_WITHOUT_A_RANGE * 86_400_000);
  return { from, to };
};

/** Messages sent over the range per channel, confirmations by reply, and each month's no-shows. */
export const MessagesReportView = ({ range }: { range: ReportRange }) => {
  const format = useBusinessFormat();
  return (
    <ReportQuery
      name="messages"
      range={range}
      call={(api, asked) => api.getMessagesReport(daysOf(asked, format.dates))}
    >
      {(report) => report && <MessagesReportSections report={report} />}
    </ReportQuery>
  );
};

const MessagesReportSections = ({ report }: { report: MessagesReport }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  return (
    <Box component="section" aria-labelledby="messages-report" sx={{ mt: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="messages-report">
        {translate(`${T}.title`)}
      </Typography>
      <Typography sx={{ my: 1 }}>
        {translate(`${T}.confirmations`, { count: report.confirmationsReceived })}
      </Typography>
      {report.channels.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <HeadedTable
            aria-label={translate(`${T}.byChannel`)}
            columns={[
              { label: translate(`${T}.channel`) },
              ...(['sent', 'delivered', 'failed', 'units'] as const).map((name) => ({
                label: translate(`${T}.${name}`),
                align: 'right' as const,
              })),
            ]}
          >
            {report.channels.map((row) => (
              <TableRow key={row.channel}>
                <TableCell>{translate(`${T}.channels.${row.channel}`)}</TableCell>
                <TableCell align="right">{row.sent}</TableCell>
                <TableCell align="right">{row.delivered}</TableCell>
                <TableCell align="right">{row.failed}</TableCell>
                <TableCell align="right">{row.units}</TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </Box>
      )}
      {report.months.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <HeadedTable
            aria-label={translate(`${T}.byMonth`)}
            columns={[
              { label: translate(`${T}.month`) },
              ...(['appointments', 'noShows', 'lateCancellations'] as const).map((name) => ({
                label: translate(`${T}.${name}`),
                align: 'right' as const,
              })),
            ]}
          >
            {report.months.map((row) => (
              <TableRow key={row.month}>
                <TableCell>
                  {formatCalendarDate(`${row.month.slice(0, 7)}-01`, format.dates, 'MMMM YYYY')}
                </TableCell>
                <TableCell align="right">{row.appointments}</TableCell>
                <TableCell align="right">{row.noShows}</TableCell>
                <TableCell align="right">{row.lateCancellations}</TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </Box>
      )}
    </Box>
  );
};
