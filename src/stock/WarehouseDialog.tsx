import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Warehouse } from '../dataProvider/products';
import { FormDialog } from '../shared/FormDialog';
import { InputField } from '../shared/InputField';
import './texts';

interface WarehouseDialogProps {
  /** The warehouse being edited; absent when adding. */
  warehouse?: Warehouse;
  saving: boolean;
  onSave: (values: { name: string; location: string | null }) => void;
  onClose: () => void;
}

/** Add or edit a warehouse: name required ('Required.'), location optional. */
export const WarehouseDialog = ({ warehouse, saving, onSave, onClose }: WarehouseDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(warehouse?.name ?? '');
  const [location, setLocation] = useState(warehouse?.location ?? '');
  const [touched, setTouched] = useState(false);
  const nameError =
    touched && !name.trim() ? translate('saluni.spec.validation.required') : undefined;
  const submit = () => {
    setTouched(true);
    if (!name.trim()) return;
    onSave({ name: name.trim(), location: location.trim() || null });
  };
  return (
    <FormDialog
      title={translate(
        warehouse ? 'saluni.stock.ui.editWarehouse' : 'saluni.stock.ui.addWarehouse',
      )}
      onClose={onClose}
      maxWidth="xs"
      cancelLabel="saluni.stock.ui.cancel"
      submitLabel={warehouse ? 'saluni.stock.ui.update' : 'saluni.stock.ui.add'}
      onSubmit={submit}
      submitDisabled={saving}
    >
      <InputField
        label="saluni.stock.ui.name"
        value={name}
        onChange={setName}
        onBlur={() => setTouched(true)}
        error={nameError}
        required
        autoFocus
      />
      <InputField label="saluni.stock.ui.location" value={location} onChange={setLocation} />
    </FormDialog>
  );
};
