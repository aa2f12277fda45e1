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
import type { Receipt } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { StatusChip } from '../shared/StatusChip';

/** A purchase receipt, read only (the row menu's View). */
export const ReceiptViewDialog = ({
  receipt,
  onClose,
}: {
  receipt: Receipt;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { money, calendarDate } = useBusinessFormat();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const row = (label: string, value: React.ReactNode) => (
    <Typography variant="body2">
      {translate(label)}: {value}
    </Typography>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>
        {translate('saluni.purchases.receipts.viewReceipt')} {receipt.receiptNumber}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 1 }}>
          <StatusChip status={receipt.status} labels="saluni.purchases.receipts.statuses" />
        </Box>
        {row('saluni.purchases.ui.supplier', receipt.supplierName)}
        {row('saluni.purchases.receipts.warehouse', receipt.warehouseName)}
        {row('saluni.purchases.receipts.receiptDate', calendarDate(receipt.receiptDate))}
        {receipt.notes && row('saluni.purchases.ui.notes', receipt.notes)}
        <Box sx={{ overflowX: 'auto', my: 1 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {[
                  'ui.item',
                  'ui.variant',
                  'ui.quantity',
                  'ui.unitPrice',
                  'receipts.sellingPrice',
                  'receipts.lineTotal',
                ].map((key) => (
                  <TableCell key={key}>{translate(`saluni.purchases.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {receipt.items.map((item) => (
                <TableRow key={item._id}>
                  <TableCell>{item.productName}</TableCell>
                  <TableCell>{item.sku}</TableCell>
                  <TableCell>{item.quantity}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {money(item.unitPrice, 'inventory')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {item.sellingPrice === null || item.sellingPrice === undefined
                      ? ''
                      : money(item.sellingPrice, 'inventory')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {money(item.totalPrice, 'inventory')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography variant="subtitle1" sx={{ textAlign: 'right' }}>
          {translate('saluni.purchases.receipts.totalAmount')}:{' '}
          {money(receipt.totalAmount, 'inventory')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.purchases.ui.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
