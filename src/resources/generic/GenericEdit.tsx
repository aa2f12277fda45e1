import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../../registry';
import { useRecordResolver } from './GenericCreate';
import { ResourceDeleteButton } from './ResourceDeleteButton';
import { ResourceInputs } from './ResourceInputs';
import { useResourceSuccess } from './useResourceToast';

const EditToolbar = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={declaration} />
  </Toolbar>
);

/** Pessimistic: the toast and the list show what the server stored, not a guess. */
export const GenericEdit = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const onSuccess = useResourceSuccess(declaration, 'updated');
  const resolver = useRecordResolver(declaration);
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} toolbar={<EditToolbar declaration={declaration} />}>
        <ResourceInputs declaration={declaration} />
      </SimpleForm>
    </Edit>
  );
};
