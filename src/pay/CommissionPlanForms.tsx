import { commissionPlan } from '../../registry';
import { FieldInput } from '../shared/ResourceInputs';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { KindRatesInput } from './KindRatesInput';
import { CategoryRatesInput, ItemRatesInput, TiersInput } from './RateOverridesInput';
import './texts';

/** The plan's inputs, shared by create and edit: its name, rates per kind, overrides and tiers. */
const CommissionPlanInputs = () => (
  <>
    <FieldInput name="name" field={commissionPlan.fields.name} />
    <KindRatesInput />
    <CategoryRatesInput />
    <ItemRatesInput />
    <TiersInput />
  </>
);

/** A new plan pays nothing until rates are chosen. */
export const CommissionPlanCreate = () => (
  <GenericCreate
    declaration={commissionPlan}
    defaultValues={{ rates: {}, categoryRates: [], itemRates: [], tiers: [] }}
  >
    <CommissionPlanInputs />
  </GenericCreate>
);

export const CommissionPlanEdit = () => (
  <GenericEdit declaration={commissionPlan}>
    <CommissionPlanInputs />
  </GenericEdit>
);
