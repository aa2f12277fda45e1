import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { BooleanInput } from './BooleanInput';
import type { FieldDeclaration, ResourceDeclaration } from '../../registry';
import { CurrencyAdornment } from '../format';
import { choicesOf, formatImage, IMAGE_ACCEPT } from './recordValues';

/**
 * The input of one declared field, by type; labels come from `resources.<name>.fields.<field>`.
 * `json` fields have no generic input: their resource supplies its own.
 */
export const FieldInput = ({ name, field }: { name: string; field: FieldDeclaration }) => {
  switch (field.type) {
    case 'text':
      return <TextInput source={name} multiline minRows={3} fullWidth />;
    case 'integer':
      // No native min/max: the browser would block submit with its own text instead of ours.
      return <NumberInput source={name} step={1} />;
    case 'money':
      // step "any": a native 0.01 step would block submit with the browser's text, not ours.
      return (
        <NumberInput
          source={name}
          step="any"
          helperText="saluni.common.pricesIncludeTax"
          slotProps={{ input: { startAdornment: <CurrencyAdornment /> } }}
        />
      );
    case 'boolean':
      return <BooleanInput source={name} />;
    case 'date':
      return <DateInput source={name} />;
    case 'email':
      // Not type="email": the browser's own check would block submit before our message shows.
      return (
        <TextInput
          source={name}
          fullWidth
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
      );
    case 'phone':
      return <TextInput source={name} type="tel" fullWidth />;
    case 'choice':
      return <SelectInput source={name} choices={choicesOf(field)} />;
    case 'reference':
      return (
        <ReferenceInput source={name} reference={field.reference!}>
          <AutocompleteInput />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={name} reference={field.reference!}>
          <AutocompleteArrayInput />
        </ReferenceArrayInput>
      );
    case 'image':
      return (
        <ImageInput source={name} accept={IMAGE_ACCEPT} format={formatImage}>
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    case 'json':
      return null;
    default:
      return <TextInput source={name} fullWidth />;
  }
};

/** One input per declared field, in declaration order. */
export const ResourceInputs = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <>
    {Object.entries(declaration.fields).map(([name, field]) => (
      <FieldInput key={name} name={name} field={field} />
    ))}
  </>
);
