import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { type Product } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useProduct } from '../queries';
import { useCatalogueAction } from '../useCatalogueAction';
import { AddVariantsDialog } from '../variants/AddVariantsDialog';
import { ImagesUpdate } from './ImagesUpdate';
import { FormSection } from './FormSection';
import { productEditValues, toProductUpdate, type ProductEditValues } from './productEditModel';
import { ProductInfoCard } from './ProductInfoCard';
import { editProductSchema } from './productSchema';
import { VariantEditFields } from './VariantEditFields';
import { VariantsTable } from './VariantsTable';
import { RecordHistory } from '../../shared/RecordHistory';
import '../texts';
import '../../shared/specScreensTexts';

const EditForm = ({ product }: { product: Product }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useSaluniDataProvider();
  const { run } = useCatalogueAction();
  const [adding, setAdding] = useState(false);
  const form = useForm<ProductEditValues>({
    resolver: yupResolver(editProductSchema) as unknown as Resolver<ProductEditValues>,
    defaultValues: productEditValues(product),
    // Update Product stays disabled until the form is valid, so validate as the user types.
    mode: 'all',
  });
  const { control, handleSubmit, formState } = form;
  const close = () => navigate('/products');
  const save = handleSubmit((values) =>
    run(
      () => dataProvider.updateProduct(product._id, toProductUpdate(values)),
      'saluni.spec.toast.product.updated',
      close,
    ),
  );
  const simpleVariant = product.product_type === 'simple' ? product.variants[0] : undefined;

  // The tax class input reads the form from its context.
  return (
    <FormProvider {...form}>
      <Stack component="form" spacing={2} onSubmit={save} noValidate>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {translate('saluni.inventory.form.editTitle', { name: product.title })}
          </Typography>
          <IconButton aria-label={translate('saluni.common.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <ProductInfoCard control={control} />
        <FormSection title={translate('saluni.inventory.form.images')}>
          <ImagesUpdate
            stored={product.images ?? []}
            label={translate('saluni.inventory.images.productLabel')}
            upload={(files) => dataProvider.uploadProductImages(product._id, files)}
          />
        </FormSection>
        {simpleVariant ? (
          <FormSection title={translate('saluni.inventory.form.stockPricingShipping')}>
            <VariantEditFields
              control={control}
              prefix="variant."
              stockPosition={Number(simpleVariant.stock?.stock_position ?? 0)}
            />
          </FormSection>
        ) : (
          <FormSection
            title={translate('saluni.inventory.form.variants')}
            action={
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate('saluni.inventory.variants.builder.open')}
              </Button>
            }
          >
            <VariantsTable variants={product.variants} />
            {adding && <AddVariantsDialog product={product} onClose={() => setAdding(false)} />}
          </FormSection>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {translate('saluni.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isValid || formState.isSubmitting}
          >
            {translate('saluni.inventory.form.updateProduct')}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
};

/** `/products/edit/{productId}`: the product's information, images, stock, pricing, shipping and variants. */
export const ProductEdit = () => {
  const translate = useTranslate();
  const { productId = '' } = useParams();
  const { data: product, isPending, error } = useProduct(productId);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="saluni.inventory.form.editPageTitle" />
      {isPending ? (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      ) : error || !product ? (
        <Typography color="error">
          {error?.message ?? translate('saluni.spec.errors.anErrorOccurred')}
        </Typography>
      ) : (
        // Keyed by the product so a refetch after a variant edit never resets what is being typed.
        <>
          <EditForm key={product._id} product={product} />
          <RecordHistory table="products" recordId={product._id} />
        </>
      )}
    </Box>
  );
};
