import {
  ArrayInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { CurrencyAdornment } from '../format';
import { durationChoices } from './pricing';
import './texts';

/** A new option starts at one hour, the most common booking length. */
export const NEW_PRICING_OPTION = { name: '', price: null, durationInMinutes: 60 };

/**
 * The service's pricing options: add and remove rows of name, price in the business currency and a duration from
 * the spec's list. Messages come from the same schema the server checks.
 */
export const PricingOptionsInput = () => {
  const translate = useTranslate();
  return (
    <ArrayInput source="advancedPricing" label="saluni.services.pricing.title">
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        sx={{ '& .RaSimpleFormIterator-line': { flexWrap: 'wrap' } }}
      >
        <TextInput source="name" label="saluni.services.pricing.name" helperText={false} />
        <NumberInput
          source="price"
          label="saluni.services.pricing.price"
          helperText="saluni.common.pricesIncludeTax"
          step="any"
          slotProps={{ input: { startAdornment: <CurrencyAdornment /> } }}
        />
        {/* `required` only marks the input and drops the blank choice; the form's schema validates. */}
        <SelectInput
          source="durationInMinutes"
          label="saluni.services.pricing.duration"
          choices={durationChoices(translate)}
          validate={required()}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
