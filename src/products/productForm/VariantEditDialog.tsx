import { yupResolver } from '@hookform/resolvers/yup';
import { Stack } from '@mui/material';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { type Variant } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useCatalogueAction } from '../useCatalogueAction';
import { FormDialog } from '../../shared/FormDialog';
import { ImagesUpdate } from './ImagesUpdate';
import {
  toVariantUpdate,
  variantEditValues,
  variantName,
  type VariantEditValues,
} from './productEditModel';
import { variantEditSchema } from './productSchema';
import { VariantEditFields } from './VariantEditFields';
import type { RecordDialogProps } from '../../shared/RecordDialogProps';
import '../../shared/specScreensTexts';

/** Edit one variant (max width 700px): stock monitoring, pricing, shipping and its images. */
export const VariantEditDialog = ({ variant, onClose }: RecordDialogProps<'variant', Variant>) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { run } = useCatalogueAction();
  const { control, handleSubmit, formState } = useForm<VariantEditValues>({
    resolver: yupResolver(variantEditSchema) as unknown as Resolver<VariantEditValues>,
    defaultValues: variantEditValues(variant),
    mode: 'onChange',
  });
  const save = handleSubmit((values) =>
    run(
      () => dataProvider.updateVariant(variant._id, toVariantUpdate(values)),
      'saluni.spec.toast.productVariantUpdated',
      onClose,
    ),
  );
  return (
    <FormDialog
      title={translate('saluni.inventory.variants.editTitle', { name: variantName(variant) })}
      onClose={onClose}
      widthPx={700}
      cancelLabel="saluni.common.cancel"
      submitLabel="saluni.inventory.variants.update"
      onSubmit={save}
      submitDisabled={!formState.isValid}
      busy={formState.isSubmitting}
    >
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
    </FormDialog>
  );
};
