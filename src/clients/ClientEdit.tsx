import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { client } from '../../registry';
import { useRecordResolver } from '../shared/GenericCreate';
import { ResourceDeleteButton } from '../shared/ResourceDeleteButton';
import { ClientInputs } from '../client-records';
import { clientShowPath } from '../shared/appScreens';
import '../shared/specScreensTexts';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResourceDeleteButton declaration={client} />
  </Toolbar>
);

/** Editing a client; saving returns to their detail page. Pessimistic, like every edit. */
export const ClientEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resolver = useRecordResolver(client);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record: { id: string }) => {
          notify(client.toasts.updated, { type: 'success' });
          redirect(clientShowPath(record.id));
        },
      }}
    >
      <SimpleForm noValidate resolver={resolver} toolbar={<EditToolbar />}>
        <ClientInputs />
      </SimpleForm>
    </Edit>
  );
};
