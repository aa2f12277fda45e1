import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockUsage } from '../dataProvider/stockUsage';
import { useBusinessFormat } from '../format';
import { variantLabel } from '../stock';
import { StatusChip } from '../shared/StatusChip';
import { purposeDetail } from './usageText';

/** The View of the row menu: the usage and its lines, read only. */
export const StockUsageView = ({ usage, onClose }: { usage: StockUsage; onClose: () => void }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rows: [string, React.ReactNode][] = [
    ['usageNumber', usage.usageNumber],
    ['purpose', translate(`saluni.stockUsage.purposes.${usage.purpose}`)],
    [
      usage.purpose === 'appointment' ? 'appointment' : 'businessReason',
      purposeDetail(translate, usage),
    ],
    ...(usage.appointment
      ? ([['date', format.dateTime(usage.appointment.startDate)]] as [string, string][])
      : []),
    ['usageDate', format.calendarDate(usage.usageDate)],
    [
      'status',
      <StatusChip key="status" status={usage.status} labels="saluni.stockUsage.statuses" />,
    ],
    ['notes', usage.notes],
  ];
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('saluni.stockUsage.ui.viewTitle', { number: usage.usageNumber })}
      </DialogTitle>
      <DialogContent>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', gap: 2, py: 0.5 }}>
            <Typography color="text.secondary" sx={{ minWidth: 140 }}>
              {translate(`saluni.stockUsage.ui.${key}`)}
            </Typography>
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
          </Box>
        ))}
        <Box sx={{ overflowX: 'auto', mt: 2 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['product', 'variant', 'warehouse', 'quantity'].map((key) => (
                  <TableCell key={key}>{translate(`saluni.stockUsage.ui.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {usage.items.map((item) => (
                <TableRow key={item._id}>
                  <TableCell>{item.itemCode.title}</TableCell>
                  <TableCell>{variantLabel(translate, item.variant)}</TableCell>
                  <TableCell>{item.warehouse.name}</TableCell>
                  <TableCell>{item.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.stockUsage.ui.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
