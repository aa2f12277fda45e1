import { NumberInput, TextInput } from 'react-admin';
import { service } from '../../registry';
import { CurrencyAdornment, useBusinessFormat } from '../format';
import { FieldInput } from '../shared/ResourceInputs';
import { TaxClassInput } from '../tax';
import { DepositRuleInput } from './DepositRuleInput';
import { PricingOptionsInput } from './PricingOptionsInput';
import './taxTexts';

const { fields } = service;

/** The service form of create and edit: the declared inputs, with the pricing and deposit editors and its tax. */
export const ServiceInputs = () => {
  const { country } = useBusinessFormat();
  return (
    <>
      <FieldInput name="name" field={fields.name} />
      <FieldInput name="categoryIds" field={fields.categoryIds} />
      <FieldInput name="description" field={fields.description} />
      <PricingOptionsInput />
      {/* Not the money input's "prices include tax": the charge comes off the sale net of tax. */}
      <NumberInput
        source="supplyCharge"
        step="any"
        helperText="saluni.services.supplyChargeHelp"
        slotProps={{ input: { startAdornment: <CurrencyAdornment /> } }}
      />
      <FieldInput name="performerIds" field={fields.performerIds} />
      <FieldInput name="image" field={fields.image} />
      <FieldInput name="bookableOnline" field={fields.bookableOnline} />
      <DepositRuleInput />
      <TaxClassInput source="taxClass" />
      {/* eTIMS registers every item under KRA's classification: Kenya only. */}
      {country === 'KE' && (
        <TextInput
          source="kraItemClassCode"
          label="saluni.services.tax.kraItemClassCode"
          helperText="saluni.services.tax.kraItemClassCodeHelp"
          parse={(value: string) => value.trim() || null}
        />
      )}
    </>
  );
};
