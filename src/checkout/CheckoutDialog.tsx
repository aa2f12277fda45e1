import { Button, DialogActions, DialogContent, Snackbar, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { WideDialog } from '../shared/WideDialog';
import { useCart, useCartChange } from './cartQueries';
import { CATALOGUE, useEveryRecord } from './catalogueQueries';
import { ClientPicker, MultiPicker, ProductCards } from './CheckoutPickers';
import {
  categoryWithoutService,
  EMPTY_SELECTION,
  isEmptySelection,
  type CheckoutSelection,
  type NamedRecord,
  type ServicePackageRecord,
  type ServiceRecord,
  type VoucherRecord,
} from './checkoutSelection';
import { MembershipRow } from './MembershipRow';
import { useAddToCart } from './useAddToCart';
import './texts';
import '../shared/specScreensTexts';

export interface CheckoutDialogProps {
  onClose: () => void;
  /** Where Add To Cart goes; /checkout by default. */
  redirectTo?: string;
}

/** The services of the chosen categories, asked for only once a category is chosen. */
const ServicesPicker = ({
  categories,
  value,
  onChange,
}: {
  categories: NamedRecord[];
  value: ServiceRecord[];
  onChange: (value: ServiceRecord[]) => void;
}) => {
  const categoryIds = categories.map((category) => category.id);
  const { data: services } = useEveryRecord<ServiceRecord>(
    CATALOGUE.service,
    { categoryIds },
    categoryIds.length > 0,
  );
  if (categoryIds.length === 0) return null;
  return (
    <MultiPicker
      label="saluni.checkout.services"
      options={services}
      value={value}
      onChange={onChange}
      emptyText="saluni.checkout.noServices"
    />
  );
};

/**
 * The Checkout dialog (back-office.md 2): persistent (a click beside it does not close it), 750
 * wide, full screen on phones. The client goes on the cart as soon as chosen; the items go on
 * with Add To Cart.
 */
export const CheckoutDialog = ({ onClose, redirectTo }: CheckoutDialogProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const [selection, setSelection] = useState<CheckoutSelection>(EMPTY_SELECTION);
  const [missingCategory, setMissingCategory] = useState<string | null>(null);
  const { data: cart } = useCart();
  const setClient = useCartChange((clientId: string | null) =>
    dataProvider.updateCart({ clientId }),
  );
  const { data: categories } = useEveryRecord<NamedRecord>(CATALOGUE.serviceCategory);
  const { data: vouchers } = useEveryRecord<VoucherRecord>(CATALOGUE.voucher);
  const { data: servicePackages } = useEveryRecord<ServicePackageRecord>(CATALOGUE.servicePackage);
  const addToCart = useAddToCart({
    redirectTo,
    onAdded: () => {
      setSelection(EMPTY_SELECTION);
      onClose();
    },
  });
  const choose =
    <Key extends keyof CheckoutSelection>(key: Key) =>
    (value: CheckoutSelection[Key]) =>
      setSelection((current) => ({ ...current, [key]: value }));
  const chooseCategories = (chosen: NamedRecord[]) =>
    // A category taken away takes its services with it.
    setSelection((current) => ({
      ...current,
      categories: chosen,
      services: current.services.filter((service) =>
        chosen.some((category) => service.categoryIds?.includes(category.id)),
      ),
    }));
  const submit = () => {
    const missing = categoryWithoutService(selection);
    if (missing) return setMissingCategory(missing.name);
    addToCart.mutate(selection);
  };
  return (
    <WideDialog
      titleId="checkout-dialog-title"
      title="saluni.spec.checkout.title"
      onClose={onClose}
      keepOnBackdropClick
    >
      <DialogContent dividers>
        <Stack spacing={2}>
          <ClientPicker
            client={cart?.client ?? null}
            onChange={(clientId) => setClient.mutate(clientId)}
            disabled={setClient.isPending || !cart}
          />
          <ProductCards chosen={selection.products} onChange={choose('products')} />
          <MultiPicker
            label="saluni.checkout.serviceCategories"
            options={categories}
            value={selection.categories}
            onChange={chooseCategories}
            emptyText="saluni.spec.checkout.empty.serviceCategories"
          />
          <ServicesPicker
            categories={selection.categories}
            value={selection.services}
            onChange={choose('services')}
          />
          <MembershipRow chosen={selection.memberships} onChange={choose('memberships')} />
          <MultiPicker
            label="saluni.checkout.vouchers"
            options={vouchers}
            value={selection.vouchers}
            onChange={choose('vouchers')}
            emptyText="saluni.spec.checkout.empty.vouchers"
            optionLabel={(voucher) =>
              voucher.value === undefined
                ? voucher.name
                : `${voucher.name} (${format.money(voucher.value)})`
            }
          />
          <MultiPicker
            label="saluni.checkout.servicePackages"
            options={servicePackages}
            value={selection.servicePackages}
            onChange={choose('servicePackages')}
            emptyText="saluni.spec.checkout.empty.servicePackages"
            // A package without services cannot be sold (back-office.md 5).
            isDisabled={(servicePackage) => !servicePackage.services?.length}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!cart?.client || isEmptySelection(selection) || addToCart.isPending}
        >
          {translate('saluni.spec.checkout.addToCart')}
        </Button>
      </DialogActions>
      <Snackbar
        open={missingCategory !== null}
        onClose={() => setMissingCategory(null)}
        autoHideDuration={5000}
        message={translate('saluni.spec.checkout.selectService', {
          category: missingCategory ?? '',
        })}
        action={
          <Button color="inherit" size="small" onClick={() => setMissingCategory(null)}>
            {translate('saluni.common.close')}
          </Button>
        }
      />
    </WideDialog>
  );
};
