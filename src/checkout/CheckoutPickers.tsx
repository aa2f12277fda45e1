import {
  Autocomplete,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Cart } from '../dataProvider/orders';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { CATALOGUE, useEveryRecord, useProductChoices } from './catalogueQueries';
import type { NamedRecord, ProductChoice } from './checkoutSelection';

interface ClientRecord {
  id: string;
  fullName: string;
  email: string | null;
}

/**
 * The searchable client picker; the chosen client shows as a chip with their e-mail, whose
 * delete (the chip's cross, or Backspace on it) clears the choice.
 */
export const ClientPicker = ({
  client,
  onChange,
  disabled,
}: {
  client: Cart['client'];
  onChange: (clientId: string | null) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const q = search.trim();
  const { data: clients, isPending } = useEveryRecord<ClientRecord>(
    CATALOGUE.client,
    q ? { q } : {},
    !client,
  );
  if (client)
    return (
      <Box>
        <Chip
          label={client.email ?? client.fullName}
          aria-label={translate('saluni.checkout.chosenClient', {
            name: client.fullName,
            email: client.email ?? '',
          })}
          onDelete={disabled ? undefined : () => onChange(null)}
        />
      </Box>
    );
  return (
    <Autocomplete
      options={clients ?? []}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.fullName}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
      onChange={(_, value) => value && onChange(value.id)}
      noOptionsText={translate('saluni.spec.checkout.empty.clients')}
      loadingText={translate('ra.page.loading')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('saluni.checkout.client')}
          helperText={translate('saluni.spec.checkout.empty.selectClient')}
        />
      )}
    />
  );
};

interface MultiPickerProps<T extends NamedRecord> {
  label: string;
  options: T[] | undefined;
  value: T[];
  onChange: (value: T[]) => void;
  /** The spec's text for a list with nothing in it. */
  emptyText: string;
  optionLabel?: (option: T) => string;
  isDisabled?: (option: T) => boolean;
}

/** A searchable multi-select of loaded records; an empty list says so with the spec's text instead. */
export const MultiPicker = <T extends NamedRecord>({
  label,
  options,
  value,
  onChange,
  emptyText,
  optionLabel,
  isDisabled,
}: MultiPickerProps<T>) => {
  const translate = useTranslate();
  if (options && options.length === 0)
    return <Typography color="text.secondary">{translate(emptyText)}</Typography>;
  return (
    <Autocomplete
      multiple
      options={options ?? []}
      loading={!options}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      getOptionLabel={optionLabel ?? ((option) => option.name)}
      getOptionDisabled={isDisabled}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={translate(emptyText)}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => <TextField {...params} label={translate(label)} />}
    />
  );
};

/** The products as cards with their price; a card toggles its product in or out of the selection. */
export const ProductCards = ({
  chosen,
  onChange,
}: {
  chosen: ProductChoice[];
  onChange: (chosen: ProductChoice[]) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { data: products } = useProductChoices();
  if (!products) return null;
  if (products.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('saluni.spec.checkout.empty.products')}
      </Typography>
    );
  const isChosen = (product: ProductChoice) =>
    chosen.some((item) => item.variantId === product.variantId);
  const toggle = (product: ProductChoice) =>
    onChange(
      isChosen(product)
        ? chosen.filter((item) => item.variantId !== product.variantId)
        : [...chosen, product],
    );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {translate('saluni.checkout.products')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {products.map((product) => (
          <Card
            key={product.variantId}
            variant="outlined"
            sx={
              isChosen(product)
                ? { borderColor: 'primary.main', bgcolor: 'action.selected' }
                : undefined
            }
          >
            <CardActionArea
              aria-pressed={isChosen(product)}
              onClick={() => toggle(product)}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ p: 1.5 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {product.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {format.money(product.price)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {chosen.length === 0 && (
        <Typography color="text.secondary">
          {translate('saluni.spec.checkout.empty.purchaseProducts')}
        </Typography>
      )}
    </Stack>
  );
};
