import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { NewVariantChoice, Product, ProductOption } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useOptions, useRefreshProducts, useSkus } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { OptionValuesPicker } from './OptionValuesPicker';
import {
  combinationKey,
  combinationsOf,
  skuStem,
  suggestSkus,
  type ChosenValue,
  type Combination,
} from './variantCombinations';
import type { RecordDialogProps } from '../../shared/RecordDialogProps';

const idOf = (reference: { _id: string } | string) =>
  typeof reference === 'string' ? reference : reference._id;

/** The product's options in its option set's order, each with the business's current values. */
const optionsOf = (product: Product, options: ProductOption[]) =>
  product.option_set.flatMap((entry) =>
    options.filter((option) => option._id === idOf(entry.option_name_id)),
  );

const toChoice = (combination: Combination, sku: string): NewVariantChoice => ({
  sku: sku.trim() || null,
  options: combination.values.map(({ optionId, value }) =>
    value.valueId
      ? { option_name_id: optionId, option_value_id: value.valueId }
      : { option_name_id: optionId, value: value.text.trim() },
  ),
});

/**
 * Variants at once (docs/areas/products-web.md): tick values per option (stored or typed), see
 * every combination ticked with a suggested SKU, untick the ones to skip, and create them all in
 * one call. Combinations the product has are listed, marked, and never sent.
 */
export const AddVariantsDialog = ({ product, onClose }: RecordDialogProps<'product', Product>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useRequestFailed();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const { data: allOptions = [] } = useOptions();
  const { data: skus = [] } = useSkus();
  const options = optionsOf(product, allOptions);
  const [chosen, setChosen] = useState<Record<string, ChosenValue[]>>(() =>
    Object.fromEntries(
      product.option_set.map((entry) => [
        idOf(entry.option_name_id),
        entry.option_values.map((value) => ({ valueId: value._id, text: value.value ?? '' })),
      ]),
    ),
  );
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [typedSkus, setTypedSkus] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);

  const existing = useMemo(
    () =>
      new Set(
        product.variants.map((variant) =>
          combinationKey(
            product.option_set.map((entry) =>
              idOf(
                variant.options.find(
                  (option) => idOf(option.option_name_id) === idOf(entry.option_name_id),
                )?.option_value_id ?? '',
              ),
            ),
          ),
        ),
      ),
    [product],
  );
  const combinations = combinationsOf(
    options.map((option) => ({ optionId: option._id, values: chosen[option._id] ?? [] })),
  );
  const fresh = combinations.filter((combination) => !existing.has(combination.key));
  const suggested = suggestSkus(skuStem(product.title), fresh, skus);
  const skuOf = (combination: Combination) =>
    typedSkus[combination.key] ?? suggested[fresh.indexOf(combination)] ?? '';
  const ticked = fresh.filter((combination) => !skipped.has(combination.key));

  const toggle = (key: string) =>
    setSkipped((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const create = async () => {
    setCreating(true);
    try {
      await dataProvider.addVariants(
        product._id,
        ticked.map((combination) => toChoice(combination, skuOf(combination))),
      );
      notify('saluni.inventory.variants.builder.created', {
        type: 'success',
        messageArgs: { n: ticked.length },
      });
      await refresh();
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Dialog open onClose={creating ? undefined : onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>
        {translate('saluni.inventory.variants.builder.title', { name: product.title })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            {translate('saluni.inventory.variants.builder.hint')}
          </Typography>
          {options.map((option) => (
            <OptionValuesPicker
              key={option._id}
              option={option}
              chosen={chosen[option._id] ?? []}
              onChange={(values) => setChosen({ ...chosen, [option._id]: values })}
            />
          ))}
          <Divider />
          <Typography variant="subtitle1" component="h2">
            {translate('saluni.inventory.variants.builder.combinations')}
          </Typography>
          {!combinations.length && (
            <Alert severity="info">
              {translate('saluni.inventory.variants.builder.chooseValues')}
            </Alert>
          )}
          <Stack
            spacing={1}
            role="list"
            aria-label={translate('saluni.inventory.variants.builder.combinations')}
          >
            {combinations.map((combination) => {
              const old = existing.has(combination.key);
              return (
                <Stack
                  key={combination.key}
                  role="listitem"
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                  data-combination={combination.name}
                >
                  <Stack direction="row" sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                    <Checkbox
                      checked={!old && !skipped.has(combination.key)}
                      disabled={old || creating}
                      onChange={() => toggle(combination.key)}
                      slotProps={{
                        input: {
                          'aria-label': translate('saluni.inventory.variants.builder.tick', {
                            name: combination.name,
                          }),
                        },
                      }}
                    />
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{combination.name}</Typography>
                    {old && (
                      <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                        {translate('saluni.inventory.variants.builder.exists')}
                      </Typography>
                    )}
                  </Stack>
                  {!old && (
                    <TextField
                      size="small"
                      label={translate('saluni.inventory.variants.columns.sku')}
                      value={skuOf(combination)}
                      disabled={skipped.has(combination.key) || creating}
                      onChange={(event) =>
                        setTypedSkus({ ...typedSkus, [combination.key]: event.target.value })
                      }
                      slotProps={{ htmlInput: { maxLength: 64 } }}
                      sx={{ width: { xs: '100%', sm: 240 } }}
                    />
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography
          variant="body2"
          role="status"
          sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {creating && <CircularProgress size={18} />}
          {creating
            ? translate('saluni.inventory.variants.builder.creating')
            : translate('saluni.inventory.variants.builder.ticked', {
                ticked: ticked.length,
                total: fresh.length,
              })}
        </Typography>
        <Button onClick={onClose} disabled={creating}>
          {translate('saluni.common.cancel')}
        </Button>
        <Button variant="contained" onClick={create} disabled={!ticked.length || creating}>
          {translate('saluni.inventory.variants.builder.create', { n: ticked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
