import { SelectInput } from 'react-admin';
import { bandsOf } from '../../registry/tax';
import { useBusinessFormat } from '../format';
import './texts';

/**
 * An item's tax class: one of the business country's bands, or empty for the country's standard
 * band (stored as null).
 */
export const TaxClassInput = ({ source }: { source: string }) => {
  const { country } = useBusinessFormat();
  return (
    <SelectInput
      source={source}
      choices={bandsOf(country).map((band) => ({ id: band, name: band }))}
      label="saluni.tax.classInput.label"
      emptyText="saluni.tax.classInput.standard"
      parse={(value: string) => value || null}
    />
  );
};
