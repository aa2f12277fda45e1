import { service } from '../../registry';
import { FieldInput } from '../shared/ResourceInputs';
import { DepositRuleInput } from './DepositRuleInput';
import { PricingOptionsInput } from './PricingOptionsInput';

const { fields } = service;

/** The service form of create and edit: the declared inputs, with the pricing and deposit editors. */
export const ServiceInputs = () => (
  <>
    <FieldInput name="name" field={fields.name} />
    <FieldInput name="categoryIds" field={fields.categoryIds} />
    <FieldInput name="description" field={fields.description} />
    <PricingOptionsInput />
    <FieldInput name="performerIds" field={fields.performerIds} />
    <FieldInput name="image" field={fields.image} />
    <FieldInput name="bookableOnline" field={fields.bookableOnline} />
    <DepositRuleInput />
  </>
);
