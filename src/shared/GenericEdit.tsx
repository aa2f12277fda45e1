import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { useRecordResolver, type GenericFormProps } from './GenericCreate';
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
export const GenericEdit = ({
  declaration,
  children,
  resolver,
  transform,
}: Omit<GenericFormProps, 'defaultValues'>) => {
  const onSuccess = useResourceSuccess(declaration, 'updated');
  const declaredResolver = useRecordResolver(declaration);
  return (
    <Edit transform={transform} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={resolver ?? declaredResolver}
        toolbar={<EditToolbar declaration={declaration} />}
      >
        {children ?? <ResourceInputs declaration={declaration} />}
      </SimpleForm>
    </Edit>
  );
};
