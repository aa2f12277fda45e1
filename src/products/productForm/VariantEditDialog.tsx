import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { useNotify, useTranslate } from 'react-admin';
import { type Variant } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useRefreshProducts } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { ImagesUpdate } from './ImagesUpdate';
import {
  toVariantUpdate,
  variantEditValues,
  variantName,
  type VariantEditValues,
} from './productEditModel';
import { variantEditSchema } from './productSchema';
import { VariantEditFields } from './VariantEditFields';

/** Edit one variant (max width 700px): stock monitoring, pricing, shipping and its images. */
export const VariantEditDialog = ({
  variant,
  onClose,
}: {
  variant: Variant;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const { control, handleSubmit, formState } = useForm<VariantEditValues>({
    resolver: yupResolver(variantEditSchema) as unknown as Resolver<VariantEditValues>,
    defaultValues: variantEditValues(variant),
    mode: 'onChange',
  });
  const save = handleSubmit(async (values) => {
    try {
      await dataProvider.updateVariant(variant._id, toVariantUpdate(values));
      notify('saluni.spec.toast.productVariantUpdated', { type: 'success' });
      await refresh();
      onClose();
    } catch (error) {
      failed(error);
    }
  });
  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 700 } } }}
    >
      <DialogTitle>
        {translate('saluni.inventory.variants.editTitle', { name: variantName(variant) })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <VariantEditFields
            control={control}
            prefix=""
            stockPosition={Number(variant.stock?.stock_position ?? 0)}
          />
          <ImagesUpdate
            stored={variant.images ?? []}
            label={translate('saluni.inventory.images.variantLabel', { n: variantName(variant) })}
            upload={(files) => dataProvider.uploadVariantImages(variant._id, files)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          {translate('saluni.common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!formState.isValid || formState.isSubmitting}
        >
          {translate('saluni.inventory.variants.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
