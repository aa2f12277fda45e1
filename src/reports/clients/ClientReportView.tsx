import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClientReport, ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import { FigureCards } from '../../shared/FigureCards';
import { ReportQuery } from '../ReportQuery';
import { LazyPieChart } from '../charts/LazyCharts';
import { ReportTable } from '../charts/ReportTable';
import { clientColumns } from './clientColumns';
import { MostSoldServices } from './MostSoldServices';
import { NewClientsTable } from './NewClientsTable';
import '../viewTexts';

const ClientCounts = ({ report }: { report: ClientReport }) => {
  const translate = useTranslate();
  const counts = [
    { key: 'newClients', value: report.newClients },
    { key: 'returningClients', value: report.returningClients },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <FigureCards
        figures={counts}
        labels="saluni.reports.clients"
        sx={{ gridTemplateColumns: '1fr 1fr' }}
        large
      />
      {report.newClients + report.returningClients > 0 ? (
        <LazyPieChart
          label="saluni.reports.clients.chart"
          slices={counts.map(({ key, value }) => ({
            label: translate(`saluni.reports.clients.${key}`),
            value,
          }))}
        />
      ) : (
        <Typography color="text.secondary">{translate('saluni.reports.clients.empty')}</Typography>
      )}
    </Box>
  );
};

const ClientReportSections = ({
  range,
  report,
  isPending,
}: {
  range: ReportRange;
  report: ClientReport | undefined;
  isPending: boolean;
}) => {
  const format = useBusinessFormat();
  return (
    <>
      {report && <ClientCounts report={report} />}
      <ReportTable
        title="saluni.reports.clients.top.title"
        columns={clientColumns(format)}
        rows={report?.topClients}
        emptyText="saluni.reports.clients.top.empty"
        csvName="top-clients.csv"
        loading={isPending}
      />
      <MostSoldServices range={range} />
      <NewClientsTable range={range} />
    </>
  );
};

/**
 * The Clients report's figures for `range` (back-office.md 7): new against returning clients,
 * the top clients, the most sold services, and the new (or returning) clients page by page.
 */
export const ClientReportView = ({ range }: { range: ReportRange }) => (
  <ReportQuery name="clients" range={range} call={(api, range) => api.getClientReport(range)}>
    {(report, isPending) => (
      <ClientReportSections range={range} report={report} isPending={isPending} />
    )}
  </ReportQuery>
);
