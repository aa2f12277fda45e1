import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { servicePackage } from '../../registry';
import './texts';
import '../shared/specScreensTexts';

/** A package with no services cannot be sold (back-office.md 5): shown, but not selectable. */
export const hasNoServices = (record: RaRecord) =>
  !Array.isArray(record.services) || record.services.length === 0;

export interface ServicePackagePickerProps {
  source: string;
  label?: string;
  /** Several packages (checkout) or one (recording a sale). */
  multiple?: boolean;
}

/**
 * The reusable service package picker: searchable, every package listed, packages with no
 * services disabled and marked, and the spec's empty text when the business has none.
 */
export const ServicePackagePicker = ({
  source,
  label = 'resources.service-package.name',
  multiple = true,
}: ServicePackagePickerProps) => {
  const translate = useTranslate();
  const optionText = (record: RaRecord) =>
    hasNoServices(record)
      ? `${String(record.name)} (${translate('saluni.services.packages.noServices')})`
      : String(record.name);
  const common = {
    label: translate(label, { smart_count: multiple ? 2 : 1 }),
    optionText,
    getOptionDisabled: hasNoServices,
    noOptionsText: translate('saluni.spec.checkout.empty.servicePackages'),
  };
  return multiple ? (
    <ReferenceArrayInput source={source} reference={servicePackage.name} perPage={1000}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput source={source} reference={servicePackage.name} perPage={1000}>
      <AutocompleteInput {...common} />
    </ReferenceInput>
  );
};
