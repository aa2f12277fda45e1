import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { NewPurchaseItem } from '../dataProvider/purchases';
import { useSaveCall } from '../shared/useSaveCall';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/SelectField';
import { RequestItemEntry, RequestItemsTable } from './RequestItems';
import { InputField } from '../shared/InputField';
import { usePurchasingPickers, useRefreshPurchasing } from './usePurchasingData';
import '../shared/specScreensTexts';

/** New Request (inventory.md 2): items first, then supplier, due date and notes; 'Purchase Created' on success. */
export const NewRequestDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const refresh = useRefreshPurchasing();
  const { items: products, suppliers } = usePurchasingPickers();
  const [items, setItems] = useState<NewPurchaseItem[]>([]);
  const [supplierId, setSupplierId] = useState('');
  const [requiredBy, setRequiredBy] = useState('');
  const [notes, setNotes] = useState('');
  const [supplierError, setSupplierError] = useState<string>();
  const { saving, save } = useSaveCall();

  const create = async () => {
    // Create is enabled only with items; the supplier is the one field left to check.
    setSupplierError(supplierId ? undefined : translate('saluni.spec.validation.fieldRequired'));
    if (!supplierId) return;
    await save(
      () =>
        api.createPurchase({
          supplierId,
          requiredBy: requiredBy || null,
          notes: notes.trim() || null,
          items,
        }),
      {
        success: 'saluni.spec.toast.purchase.created',
        done: () => {
          refresh();
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={translate('saluni.purchases.ui.newRequest')}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
      cancelLabel="saluni.purchases.ui.cancel"
      submitLabel="saluni.purchases.ui.create"
      onSubmit={create}
      submitDisabled={saving || !items.length}
    >
      <RequestItemEntry
        items={products}
        onAdd={(item) => setItems((previous) => [...previous, item])}
      />
      <RequestItemsTable
        items={items}
        onRemove={(index) => setItems((previous) => previous.filter((_, at) => at !== index))}
      />
      <SelectField
        label="saluni.purchases.ui.supplier"
        value={supplierId}
        onChange={setSupplierId}
        options={suppliers.map((supplier) => ({ _id: supplier._id, name: supplier.fullName }))}
        error={supplierError}
        fullWidth
        margin="dense"
        required
      />
      <InputField
        type="date"
        label="saluni.purchases.ui.dueDate"
        value={requiredBy}
        onChange={setRequiredBy}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <InputField
        label="saluni.purchases.ui.notes"
        value={notes}
        onChange={setNotes}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
};
