import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, type ComponentProps } from 'react';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import * as yup from 'yup';
import { feedback } from '../../registry';
import { buildRecordSchema } from '../../registry/recordSchema';
import { RatingInput } from './rating';

type FormResolver = NonNullable<ComponentProps<typeof SimpleForm>['resolver']>;

/**
 * The server's feedback rules, plus a client: the API keeps feedback without one, but staff
 * always record it for a client (in the client's tab the client is given, not asked).
 */
export const useFeedbackResolver = (): FormResolver =>
  useMemo(
    () =>
      yupResolver(
        buildRecordSchema(feedback).concat(
          yup.object({
            clientId: yup
              .string()
              .required('saluni.spec.validation.clientRequired')
              .nonNullable('saluni.spec.validation.clientRequired'),
          }),
        ),
      ) as unknown as FormResolver,
    [],
  );

/** Rating and comment, and the client unless the form is already about one. */
export const FeedbackInputs = ({ askClient }: { askClient: boolean }) => (
  <>
    {askClient && (
      <ReferenceInput source="clientId" reference="client">
        <AutocompleteInput fullWidth />
      </ReferenceInput>
    )}
    <RatingInput />
    <TextInput source="comment" multiline minRows={3} fullWidth />
  </>
);
