import { Alert, AlertTitle, Stack } from '@mui/material';
import { AutocompleteArrayInput, ReferenceArrayInput, useInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { client } from '../../registry';
import { SelectCategories } from '../client-records';
import { SELECTION_FIELD } from './messageForms';
import '../shared/specScreensTexts';

/** The client categories of the message, in the form (the reusable 'Select Categories' multi-select). */
const CategoriesInput = () => {
  const { field } = useInput<string[]>({ source: 'categoryIds' });
  return <SelectCategories value={field.value ?? []} onChange={field.onChange} />;
};

/**
 * 'Selection required': neither a client nor a category was chosen (back-office.md 5). The form
 * only revalidates the field that changed, so the error goes as soon as someone is chosen.
 */
const SelectionError = () => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: SELECTION_FIELD });
  const [clientIds, categoryIds] = useWatch({ name: ['clientIds', 'categoryIds'] }) as [
    string[] | undefined,
    string[] | undefined,
  ];
  const message = errors[SELECTION_FIELD]?.message;
  if (typeof message !== 'string' || clientIds?.length || categoryIds?.length) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate('saluni.spec.validation.selectionRequired')}</AlertTitle>
      {translate(message)}
    </Alert>
  );
};

/** The recipients of a message: chosen clients (searched on the server) and/or client categories. */
export const RecipientsInputs = () => (
  <Stack spacing={2}>
    <ReferenceArrayInput
      source="clientIds"
      reference={client.name}
      perPage={25}
      sort={{ field: 'fullName', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        label="saluni.messaging.contact.clients"
        helperText="saluni.messaging.contact.clientsHint"
        optionText="fullName"
        filterToQuery={(q: string) => ({ q })}
        fullWidth
      />
    </ReferenceArrayInput>
    <CategoriesInput />
    <SelectionError />
  </Stack>
);
