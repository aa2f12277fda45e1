import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, type ComponentProps } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../../registry';
import { buildRecordSchema } from '../../../registry/validation';
import { ResourceInputs } from './ResourceInputs';
import { useResourceSuccess } from './useResourceToast';

type FormResolver = NonNullable<ComponentProps<typeof SimpleForm>['resolver']>;

/** The same rules as the server, so most mistakes show before a round trip. */
export const useRecordResolver = (declaration: ResourceDeclaration): FormResolver =>
  useMemo(() => yupResolver(buildRecordSchema(declaration)) as unknown as FormResolver, [declaration]);

/** Save stays enabled on an empty form, so an empty submit explains what is missing. */
const CreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export const GenericCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const onSuccess = useResourceSuccess(declaration, 'created');
  const resolver = useRecordResolver(declaration);
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<CreateToolbar />}>
        <ResourceInputs declaration={declaration} />
      </SimpleForm>
    </Create>
  );
};
