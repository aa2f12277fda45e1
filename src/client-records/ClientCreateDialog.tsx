import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  CreateBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { client } from '../../registry';
import { useRecordResolver } from '../shared/GenericCreate';
import { ClientInputs } from './ClientInputs';

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
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resolver = useRecordResolver(client);
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const close = onClose ?? (() => redirect('list', client.name));
  const onSuccess = (created: RaRecord) => {
    notify(client.toasts.created, { type: 'success' });
    if (onCreated) onCreated(created);
    else close();
  };
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="add-client-title"
    >
      <DialogTitle id="add-client-title">{translate('saluni.spec.client.addTitle')}</DialogTitle>
      <IconButton
        aria-label={translate('saluni.common.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: 0 }}>
        <CreateBase resource={client.name} redirect={false} mutationOptions={{ onSuccess }}>
          <SimpleForm noValidate resolver={resolver} toolbar={<DialogToolbar />}>
            <ClientInputs />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
