import { Box } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { useRecordResolver, type GenericFormProps } from './GenericCreate';
import { ResourceDeleteButton } from './ResourceDeleteButton';
import { RecordHistory } from './RecordHistory';
import { ResourceInputs } from './ResourceInputs';
import { useResourceSuccess } from './useResourceToast';

const EditToolbar = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={declaration} />
  </Toolbar>
);

/** The edited record's History, under its form. */
const EditedRecordHistory = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <RecordHistory table={declaration.name} recordId={String(record.id)} />
    </Box>
  );
};

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
      <EditedRecordHistory declaration={declaration} />
    </Edit>
  );
};
