import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  orderTypeOfReport,
  SALES_REPORT_NAMES,
  type SalesReportName,
} from '../../registry/reports';
import type { ReportRange } from '../dataProvider/reports';
import './texts';

/** The Orders tab for one report name over the range (inventory.md 2); absent dates are left out. */
export const ordersOfReportPath = (name: SalesReportName, range: ReportRange): string => {
  const params = new URLSearchParams({ tab: 'orders', type: orderTypeOfReport(name) });
  if (range.startDate) params.set('startDate', range.startDate);
  if (range.endDate) params.set('endDate', range.endDate);
  return `/products?${params}`;
};

/** The report top filter: one button per sales report, each opening its orders. */
export const ReportTopFilter = ({ range }: { range: ReportRange }) => {
  const translate = useTranslate();
  return (
    <Stack
      component="nav"
      aria-label={translate('saluni.reports.pages.topFilter')}
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('saluni.reports.pages.topFilter')}
      </Typography>
      {SALES_REPORT_NAMES.map((name) => (
        <Button
          key={name}
          size="small"
          variant="outlined"
          component={Link}
          to={ordersOfReportPath(name, range)}
        >
          {translate(`saluni.reports.pages.names.${name}`)}
        </Button>
      ))}
    </Stack>
  );
};
