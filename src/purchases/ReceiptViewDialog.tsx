import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Receipt } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { SheetDialog } from '../shared/FormDialog';
import { FactList, LinesTable, type Fact, type LineColumn } from '../shared/RecordSheet';
import { StatusChip } from '../shared/StatusChip';
import type { RecordDialogProps } from '../shared/RecordDialogProps';

type ReceiptItem = Receipt['items'][number];

/** A purchase receipt, read only (the row menu's View). */
export const ReceiptViewDialog = ({ receipt, onClose }: RecordDialogProps<'receipt', Receipt>) => {
  const translate = useTranslate();
  const { money, calendarDate } = useBusinessFormat();
  const facts: Fact[] = [
    ['saluni.purchases.ui.supplier', receipt.supplierName],
    ['saluni.purchases.receipts.warehouse', receipt.warehouseName],
    ['saluni.purchases.receipts.receiptDate', calendarDate(receipt.receiptDate)],
    ...(receipt.notes ? [['saluni.purchases.ui.notes', receipt.notes] as Fact] : []),
  ];
  const columns: LineColumn<ReceiptItem>[] = [
    { label: 'saluni.purchases.ui.item', value: (item) => item.productName },
    { label: 'saluni.purchases.ui.variant', value: (item) => item.sku },
    { label: 'saluni.purchases.ui.quantity', value: (item) => item.quantity },
    {
      label: 'saluni.purchases.ui.unitPrice',
      value: (item) => money(item.unitPrice, 'inventory'),
      noWrap: true,
    },
    {
      label: 'saluni.purchases.receipts.sellingPrice',
      value: (item) =>
        item.sellingPrice === null || item.sellingPrice === undefined
          ? ''
          : money(item.sellingPrice, 'inventory'),
      noWrap: true,
    },
    {
      label: 'saluni.purchases.receipts.lineTotal',
      value: (item) => money(item.totalPrice, 'inventory'),
      noWrap: true,
    },
  ];
  return (
    <SheetDialog
      title={`${translate('saluni.purchases.receipts.viewReceipt')} ${receipt.receiptNumber}`}
      onClose={onClose}
      closeLabel="saluni.purchases.ui.close"
      maxWidth="md"
      fullScreenOnPhone
    >
      <Box sx={{ mb: 1 }}>
        <StatusChip status={receipt.status} labels="saluni.purchases.receipts.statuses" />
      </Box>
      <FactList facts={facts} />
      <LinesTable columns={columns} lines={receipt.items} />
      <Typography variant="subtitle1" sx={{ textAlign: 'right' }}>
        {translate('saluni.purchases.receipts.totalAmount')}:{' '}
        {money(receipt.totalAmount, 'inventory')}
      </Typography>
    </SheetDialog>
  );
};
