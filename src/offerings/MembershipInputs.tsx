import {
  AutocompleteArrayInput,
  ImageField,
  ImageInput,
  ReferenceArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { IMAGE_ACCEPT, formatImage } from '../shared/recordValues';
import { TaxClassInput } from '../tax';
import { DurationInput } from './DurationInput';
import { PriceMapInput } from './PriceMapInput';
import './texts';

const formatImages = (value: unknown) => (Array.isArray(value) ? value.map(formatImage) : value);

/** The membership form of Create and Edit: name, description, prices, duration, services, pictures, tax class. */
export const MembershipInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <PriceMapInput />
      <DurationInput />
      <ReferenceArrayInput source="serviceIds" reference="service">
        <AutocompleteArrayInput fullWidth />
      </ReferenceArrayInput>
      <ImageInput
        source="images"
        label={translate('saluni.offerings.images')}
        accept={IMAGE_ACCEPT}
        format={formatImages}
        multiple
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <TaxClassInput source="taxClass" />
    </>
  );
};
