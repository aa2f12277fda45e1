import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errorMessage';
import { FormDialog } from '../shared/FormDialog';
import { itemChoiceErrors, quantityError } from './movementChecks';
import { ItemPicker, type ItemChoice } from './ItemPicker';
import { SelectField, type SelectOption } from '../shared/SelectField';
import { useSaluniDataProvider } from '../dataProvider';
import { usePickerData } from './useStockData';
import { useMovementSubmit, type MovementDialogProps } from './useMovementSubmit';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { InputField } from '../shared/InputField';
import './texts';
import '../shared/specScreensTexts';

type Field = 'itemCode' | 'variantId' | 'sourceWarehouseId' | 'destinationWarehouseId' | 'quantity';

/**
 * Transfer Stock (inventory.md 3 and 5): the destination list leaves out the source, and the
 * quantity may not exceed what the source holds, looked up live (0 when the lookup fails).
 */
export const TransferStockDialog = (props: MovementDialogProps) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { items, warehouses } = usePickerData();
  const [values, setValues] = useState<Record<Field, string>>({
    itemCode: '',
    variantId: '',
    sourceWarehouseId: '',
    destinationWarehouseId: '',
    quantity: '',
  });
  const set = (field: Field, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const { itemCode, variantId, sourceWarehouseId } = values;
  // What the source holds of the chosen item, once looked up for exactly this choice; a failed look-up counts as none.
  const { data: available } = useQuery({
    queryKey: ['stock', businessId, 'balance', itemCode, variantId, sourceWarehouseId],
    queryFn: () =>
      api
        .stockBalance({ itemCode, warehouseId: sourceWarehouseId, ...(variantId && { variantId }) })
        .catch(() => 0),
    enabled: !!(itemCode && sourceWarehouseId),
  });

  const chooseItem = ({ productId, variantId }: ItemChoice) =>
    setValues((previous) => ({ ...previous, itemCode: productId, variantId }));
  const chooseSource = (id: string) =>
    setValues((previous) => ({
      ...previous,
      sourceWarehouseId: id,
      destinationWarehouseId:
        previous.destinationWarehouseId === id ? '' : previous.destinationWarehouseId,
    }));

  const validate = () => {
    const required = translate('saluni.spec.validation.fieldRequired');
    const found: Partial<Record<Field, string>> = itemChoiceErrors(translate, items, {
      productId: values.itemCode,
      variantId: values.variantId,
    });
    if (!values.sourceWarehouseId) found.sourceWarehouseId = required;
    if (!values.destinationWarehouseId) found.destinationWarehouseId = required;
    else if (values.destinationWarehouseId === values.sourceWarehouseId)
      found.destinationWarehouseId = translate('saluni.spec.validation.sameWarehouse');
    const quantityWrong = quantityError(translate, values.quantity);
    if (quantityWrong) found.quantity = quantityWrong;
    else if (Number(values.quantity) > (available ?? 0))
      found.quantity = translate('saluni.spec.validation.exceedsAvailable', { n: available ?? 0 });
    return found;
  };

  const { errors, saving, submit } = useMovementSubmit<Field>(props, {
    validate,
    post: () =>
      api.transferStock({
        itemCode: values.itemCode,
        ...(values.variantId && { variantId: values.variantId }),
        sourceWarehouseId: values.sourceWarehouseId,
        destinationWarehouseId: values.destinationWarehouseId,
        quantity: Number(values.quantity),
      }),
    success: 'saluni.spec.toast.stockTransferred',
    // The spec only logs a failed transfer; the dialog stays open with the server's reason.
    failed: (error, setErrors) => {
      console.error(error);
      setErrors({ quantity: errorMessage(error) });
    },
  });

  const picker = (
    field: Field,
    label: string,
    options: SelectOption[],
    onChange = (value: string) => set(field, value),
  ) => (
    <SelectField
      label={label}
      value={values[field]}
      onChange={onChange}
      options={options}
      error={errors[field]}
      fullWidth
      margin="dense"
      required
    />
  );

  return (
    <FormDialog
      title={translate('saluni.stock.ui.transfer')}
      onClose={props.onClose}
      cancelLabel="saluni.stock.ui.cancel"
      submitLabel="saluni.stock.ui.transfer"
      onSubmit={submit}
      submitDisabled={saving}
    >
      <ItemPicker
        items={items}
        value={{ productId: values.itemCode, variantId: values.variantId }}
        onChange={chooseItem}
        labels="saluni.stock.ui"
        layout="dialog"
        errors={{ product: errors.itemCode, variant: errors.variantId }}
      />
      {picker('sourceWarehouseId', 'saluni.stock.ui.sourceWarehouse', warehouses, chooseSource)}
      {picker(
        'destinationWarehouseId',
        'saluni.stock.ui.destinationWarehouse',
        warehouses.filter((warehouse) => warehouse._id !== values.sourceWarehouseId),
      )}
      <InputField
        label="saluni.stock.ui.quantity"
        value={values.quantity}
        onChange={(value) => set('quantity', value)}
        error={errors.quantity}
        required
        inputMode="numeric"
      />
      {available !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {translate('saluni.stock.ui.available', { n: available })}
        </Typography>
      )}
    </FormDialog>
  );
};
