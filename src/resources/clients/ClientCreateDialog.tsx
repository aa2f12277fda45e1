import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
import { client } from '../../../registry';
import { useRecordResolver } from '../generic/GenericCreate';
import { ClientInputs } from './ClientInputs';

const DialogToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/**
 * 'Add New Client' as a dialog over the clients list, open while the URL is /client/create:
 * the back button and a shared link behave like any other screen. Full screen on phones.
 */
export const ClientCreateDialog = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resolver = useRecordResolver(client);
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const close = () => redirect('list', client.name);
  const onSuccess = () => {
    notify(client.toasts.created, { type: 'success' });
    close();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="add-client-title">
      <DialogTitle id="add-client-title">{translate('saluni.spec.client.addTitle')}</DialogTitle>
      <IconButton aria-label={translate('saluni.common.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
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
