import { Box, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Receipt, ReceiptInput } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { useSaveCall } from '../shared/useSaveCall';
import { FormDialog } from '../shared/FormDialog';
import { SelectField, type SelectOption } from '../shared/SelectField';
import { lineCents, newLine, ReceiptLines, type LineErrors, type LineValues } from './ReceiptLines';
import { InputField } from '../shared/InputField';
import { usePurchasingPickers, useRefreshPurchasing } from './usePurchasingData';
import '../shared/specScreensTexts';

type HeadField = 'supplier' | 'warehouse';

const linesOf = (receipt?: Receipt): LineValues[] =>
  receipt?.items.length
    ? receipt.items.map((item) => ({
        productId: item.itemCode,
        variantId: item.variant,
        quantity: String(item.quantity),
        unitPrice: String(item.unitPrice),
        sellingPrice:
          item.sellingPrice === null || item.sellingPrice === undefined
            ? ''
            : String(item.sellingPrice),
      }))
    : [newLine()];

/**
 * Create or edit a purchase receipt (inventory.md 3 and 5): supplier and warehouse required,
 * receipt date today in the business zone by default, the lines and their total. Closing
 * unmounts the dialog, so its validation starts afresh next time.
 */
export const ReceiptDialog = ({ receipt, onClose }: { receipt?: Receipt; onClose: () => void }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const refresh = useRefreshPurchasing();
  const { money, today } = useBusinessFormat();
  const { items, warehouses, suppliers } = usePurchasingPickers();
  const [head, setHead] = useState({
    supplier: receipt?.supplier ?? '',
    warehouse: receipt?.warehouse ?? '',
    receiptNumber: receipt?.receiptNumber ?? '',
    receiptDate: receipt?.receiptDate ?? today(),
    notes: receipt?.notes ?? '',
  });
  const [lines, setLines] = useState<LineValues[]>(linesOf(receipt));
  const [errors, setErrors] = useState<{
    head: Partial<Record<HeadField, string>>;
    lines: LineErrors[];
  }>({ head: {}, lines: [] });
  const { saving, save: saveCall } = useSaveCall();
  const set = (field: keyof typeof head, value: string) =>
    setHead((previous) => ({ ...previous, [field]: value }));

  const validate = () => {
    const required = translate('saluni.spec.validation.fieldRequired');
    const amount = (text: string, optional = false) => {
      if (text.trim() === '') return optional ? undefined : required;
      const value = Number(text);
      if (!Number.isFinite(value)) return translate('saluni.spec.validation.validNumber');
      return value < 0 ? translate('saluni.validation.min', { min: 0 }) : undefined;
    };
    const headErrors = {
      ...(!head.supplier && { supplier: required }),
      ...(!head.warehouse && { warehouse: required }),
    };
    const lineErrors = lines.map((line) => {
      const item = items.find((candidate) => candidate._id === line.productId);
      const found: LineErrors = {
        ...(!line.productId || (item && !line.variantId) ? { productId: required } : {}),
        quantity: amount(line.quantity),
        unitPrice: amount(line.unitPrice),
        sellingPrice: amount(line.sellingPrice, true),
      };
      return Object.fromEntries(
        Object.entries(found).filter(([, message]) => message),
      ) as LineErrors;
    });
    setErrors({ head: headErrors, lines: lineErrors });
    return !Object.keys(headErrors).length && lineErrors.every((line) => !Object.keys(line).length);
  };

  const save = async () => {
    if (!validate()) return;
    const input: ReceiptInput = {
      receiptNumber: head.receiptNumber.trim() || null,
      supplier: head.supplier,
      warehouse: head.warehouse,
      receiptDate: head.receiptDate,
      notes: head.notes.trim() || null,
      items: lines.map((line) => ({
        itemCode: line.productId,
        variant: line.variantId,
        quantity: Number(line.quantity),
        unitPrice: Number(line.unitPrice),
        sellingPrice: line.sellingPrice.trim() === '' ? null : Number(line.sellingPrice),
      })),
    };
    await saveCall(
      () => (receipt ? api.updateReceipt(receipt._id, input) : api.createReceipt(input)),
      {
        success: receipt
          ? 'saluni.spec.toast.purchaseReceipt.updated'
          : 'saluni.spec.toast.purchaseReceipt.created',
        fallback: 'saluni.spec.errors.receiptSave',
        done: () => {
          refresh();
          onClose();
        },
      },
    );
  };

  const picker = (field: HeadField, label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      value={head[field]}
      onChange={(value) => set(field, value)}
      options={options}
      error={errors.head[field]}
      fullWidth
      margin="dense"
      required
    />
  );

  return (
    <FormDialog
      title={translate(
        receipt ? 'saluni.purchases.receipts.editReceipt' : 'saluni.purchases.receipts.newReceipt',
      )}
      onClose={onClose}
      maxWidth="lg"
      fullScreenOnPhone
      cancelLabel="saluni.purchases.ui.cancel"
      submitLabel="saluni.purchases.receipts.save"
      onSubmit={save}
      submitDisabled={saving}
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {picker(
          'supplier',
          'saluni.purchases.ui.supplier',
          suppliers.map((supplier) => ({ _id: supplier._id, name: supplier.fullName })),
        )}
        {picker('warehouse', 'saluni.purchases.receipts.warehouse', warehouses)}
        <TextField
          label={translate('saluni.purchases.receipts.receiptNumber')}
          helperText={translate('saluni.purchases.receipts.receiptNumberHint')}
          value={head.receiptNumber}
          onChange={(event) => set('receiptNumber', event.target.value)}
          margin="dense"
        />
        <TextField
          type="date"
          label={translate('saluni.purchases.receipts.receiptDate')}
          value={head.receiptDate}
          onChange={(event) => set('receiptDate', event.target.value)}
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <InputField
        label="saluni.purchases.ui.notes"
        value={head.notes}
        onChange={(value) => set('notes', value)}
        multiline
      />
      <ReceiptLines items={items} lines={lines} errors={errors.lines} onChange={setLines} />
      <Typography variant="subtitle1" sx={{ textAlign: 'right', mt: 1 }}>
        {translate('saluni.purchases.receipts.totalAmount')}:{' '}
        {money(lines.reduce((sum, line) => sum + lineCents(line), 0) / 100, 'inventory')}
      </Typography>
    </FormDialog>
  );
};
