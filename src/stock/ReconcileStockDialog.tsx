import { useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errorMessage';
import { FormDialog } from '../shared/FormDialog';
import { itemChoiceErrors, quantityError } from './movementChecks';
import { ItemPicker, type ItemChoice, type StockVariant } from './ItemPicker';
import { SelectField } from '../shared/SelectField';
import { useSaluniDataProvider } from '../dataProvider';
import { usePickerData } from './useStockData';
import { useMovementSubmit, type MovementDialogProps } from './useMovementSubmit';
import { CurrencyAdornment } from '../format';
import { InputField } from '../shared/InputField';
import './texts';
import '../shared/specScreensTexts';

type Field = 'itemCode' | 'variantId' | 'warehouseId' | 'quantity' | 'sellingPrice';

/**
 * Reconcile Stock (inventory.md 3 and 5): posts an IN entry of type Reconciliation with the
 * user's e-mail as reference. The only variant is chosen by itself; with several one is required.
 */
export const ReconcileStockDialog = (props: MovementDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const { identity } = useGetIdentity();
  const { items, warehouses } = usePickerData();
  const [itemCode, setItemCode] = useState('');
  const [variantId, setVariantId] = useState('');
  const [warehouseId, setWarehouseId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [sellingPrice, setSellingPrice] = useState('');

  const choose = (choice: ItemChoice, variant: StockVariant | undefined) => {
    setItemCode(choice.productId);
    setVariantId(choice.variantId);
    // A new product without a single variant clears the price; a variant fills it.
    if (variant) setSellingPrice(String(variant.retail_price));
    else if (choice.productId !== itemCode) setSellingPrice('');
  };

  const validate = () => {
    const found: Partial<Record<Field, string>> = itemChoiceErrors(translate, items, {
      productId: itemCode,
      variantId,
    });
    if (!warehouseId) found.warehouseId = translate('saluni.spec.validation.fieldRequired');
    const quantityWrong = quantityError(translate, quantity);
    if (quantityWrong) found.quantity = quantityWrong;
    if (
      sellingPrice.trim() !== '' &&
      (Number.isNaN(Number(sellingPrice)) || Number(sellingPrice) < 0)
    )
      found.sellingPrice = translate('saluni.validation.min', { min: 0 });
    return found;
  };

  const { errors, saving, submit } = useMovementSubmit<Field>(props, {
    validate,
    post: () =>
      api.reconcileStock({
        itemCode,
        warehouseId,
        transactionType: 'IN',
        quantity: Number(quantity),
        reference: String((identity as { email?: string } | undefined)?.email ?? ''),
        referenceType: 'Reconciliation',
        ...(variantId && { variantId }),
        ...(sellingPrice.trim() !== '' && { sellingPrice: Number(sellingPrice) }),
      }),
    success: 'saluni.spec.toast.stockEntryCreated',
    failed: (error) =>
      notify(errorMessage(error, 'saluni.spec.errors.stockEntryCreate'), { type: 'error' }),
  });

  return (
    <FormDialog
      title={translate('saluni.stock.ui.reconcile')}
      onClose={props.onClose}
      cancelLabel="saluni.stock.ui.cancel"
      submitLabel="saluni.stock.ui.save"
      onSubmit={submit}
      submitDisabled={saving}
    >
      <ItemPicker
        items={items}
        value={{ productId: itemCode, variantId }}
        onChange={choose}
        labels="saluni.stock.ui"
        layout="dialog"
        errors={{ product: errors.itemCode, variant: errors.variantId }}
      />
      <SelectField
        label="saluni.stock.ui.warehouse"
        value={warehouseId}
        onChange={setWarehouseId}
        options={warehouses}
        error={errors.warehouseId}
        fullWidth
        margin="dense"
        required
      />
      <InputField
        label="saluni.stock.ui.quantity"
        value={quantity}
        onChange={setQuantity}
        error={errors.quantity}
        hint="saluni.stock.ui.reconcileAdds"
        required
        inputMode="numeric"
      />
      <InputField
        label="saluni.stock.ui.sellingPrice"
        type="number"
        value={sellingPrice}
        onChange={setSellingPrice}
        error={errors.sellingPrice}
        slotProps={{
          htmlInput: { min: 0, step: 0.01 },
          input: { startAdornment: <CurrencyAdornment moneyStyle="inventory" /> },
        }}
      />
    </FormDialog>
  );
};
