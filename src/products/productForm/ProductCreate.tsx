import { yupResolver } from '@hookform/resolvers/yup';
import {
  Box,
  Button,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ImageUploader } from '../ImageUploader';
import { useRefreshProducts, useWarehouses } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { useSaluniDataProvider } from '../../dataProvider';
import { createProductWithImages, ImagesNotUploaded } from './createProduct';
import { FormSection } from './FormSection';
import { OptionSetCard } from './OptionSetCard';
import { ProductInfoCard } from './ProductInfoCard';
import { defaultWarehouseId, initialValues, type ProductFormValues } from './productFormModel';
import { createProductSchema } from './productSchema';
import { VariantsCard } from './VariantsCard';
import { VariantStockPricing } from './VariantStockPricing';
import '../texts';
import '../../shared/specScreensTexts';

type ProductType = ProductFormValues['product_type'];

/** `/products/create?inStore=`: step 1 the product type, step 2 its cards; Create Product or Cancel. */
export const ProductCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const [searchParams] = useSearchParams();
  const inStore = searchParams.get('inStore') === 'true';
  const { data: warehouses } = useWarehouses();
  const [type, setType] = useState<ProductType>();
  const [creating, setCreating] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: yupResolver(createProductSchema) as unknown as Resolver<ProductFormValues>,
    defaultValues: initialValues('simple', inStore, ''),
  });
  const { control, reset, handleSubmit, getValues, setValue } = form;

  // The warehouses arrive after the form; General becomes the default unless one was chosen.
  useEffect(() => {
    if (warehouses && !getValues('salesWarehouse'))
      setValue('salesWarehouse', defaultWarehouseId(warehouses));
  }, [warehouses, getValues, setValue]);

  /** Choosing a type starts a fresh form of that type. */
  const choose = (next: ProductType | null) => {
    if (!next) return;
    setType(next);
    reset(initialValues(next, inStore, defaultWarehouseId(warehouses ?? [])));
  };

  const submit = handleSubmit(async (values) => {
    setCreating(true);
    try {
      await createProductWithImages(dataProvider, values);
      notify('saluni.spec.toast.product.created', { type: 'success' });
      await refresh();
      navigate('/products');
    } catch (error) {
      failed(error);
      if (error instanceof ImagesNotUploaded) navigate(`/products/edit/${error.product._id}`);
    } finally {
      setCreating(false);
    }
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="saluni.inventory.form.addTitle" />
      <FormProvider {...form}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <FormSection title={translate('saluni.inventory.form.chooseType')}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={type ?? null}
              onChange={(_event, next: ProductType | null) => choose(next)}
            >
              <ToggleButton value="simple">
                {translate('saluni.inventory.productTypes.simpleProduct')}
              </ToggleButton>
              <ToggleButton value="variant">
                {translate('saluni.inventory.productTypes.variantProduct')}
              </ToggleButton>
            </ToggleButtonGroup>
          </FormSection>
          {type && (
            <>
              <ProductInfoCard control={control} />
              <FormSection title={translate('saluni.inventory.form.images')}>
                <Controller
                  control={control}
                  name="images"
                  render={({ field }) => (
                    <ImageUploader
                      files={field.value}
                      onChange={field.onChange}
                      label={translate('saluni.inventory.images.productLabel')}
                    />
                  )}
                />
              </FormSection>
              {type === 'simple' ? (
                <FormSection title={translate('saluni.inventory.form.stockAndPricing')}>
                  <VariantStockPricing index={0} />
                </FormSection>
              ) : (
                <>
                  <OptionSetCard />
                  <VariantsCard />
                </>
              )}
            </>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
          >
            {creating && (
              <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={20} /> {translate('saluni.inventory.form.creating')}
              </Typography>
            )}
            <Button onClick={() => navigate('/products')} disabled={creating}>
              {translate('saluni.common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!type || creating}>
              {translate('saluni.inventory.form.createProduct')}
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
    </Box>
  );
};
