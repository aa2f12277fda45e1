import { service } from '../../registry';
import { GenericCreate } from '../shared/GenericCreate';
import { GenericEdit } from '../shared/GenericEdit';
import { NEW_PRICING_OPTION } from './PricingOptionsInput';
import { ServiceInputs } from './ServiceInputs';

/** A new service starts with one pricing option to fill in, bookable online, with no deposit. */
export const ServiceCreate = () => (
  <GenericCreate
    declaration={service}
    defaultValues={{
      advancedPricing: [NEW_PRICING_OPTION],
      bookableOnline: true,
      depositRule: null,
    }}
  >
    <ServiceInputs />
  </GenericCreate>
);

export const ServiceEdit = () => (
  <GenericEdit declaration={service}>
    <ServiceInputs />
  </GenericEdit>
);
