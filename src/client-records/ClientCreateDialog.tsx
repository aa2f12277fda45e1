import { DialogContent } from '@mui/material';
import {
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  type RaRecord,
} from 'react-admin';
import { client } from '../../registry';
import { useRecordResolver } from '../shared/GenericCreate';
import { WideDialog } from '../shared/WideDialog';
import { ClientInputs } from './ClientInputs';
import '../shared/specScreensTexts';

const DialogToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

export interface ClientCreateDialogProps {
  /** Cancel or close; back to the clients list unless the opener says otherwise. */
  onClose?: () => void;
  /** After 'Client created', with the new client (an appointment form picks it); the opener then closes the dialog. */
  onCreated?: (created: RaRecord) => void;
}

/**
 * 'Add New Client' as a dialog. On the clients list it is open while the URL is /client/create,
 * so the back button and a shared link behave like any other screen; other screens (the
 * appointment form) open it with their own `onClose`/`onCreated`. Full screen on phones.
 */
export const ClientCreateDialog = ({ onClose, onCreated }: ClientCreateDialogProps) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resolver = useRecordResolver(client);
  const close = onClose ?? (() => redirect('list', client.name));
  const onSuccess = (created: RaRecord) => {
    notify(client.toasts.created, { type: 'success' });
    if (onCreated) onCreated(created);
    else close();
  };
  return (
    <WideDialog
      titleId="add-client-title"
      title="saluni.spec.client.addTitle"
      onClose={close}
      maxWidth={600}
    >
      <DialogContent sx={{ p: 0 }}>
        <CreateBase resource={client.name} redirect={false} mutationOptions={{ onSuccess }}>
          <SimpleForm noValidate resolver={resolver} toolbar={<DialogToolbar />}>
            <ClientInputs />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </WideDialog>
  );
};
