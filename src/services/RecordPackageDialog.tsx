import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  required,
  SaveButton,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ServicePackagePicker } from './ServicePackagePicker';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

/** Records that a client holds a package (a sale made outside the checkout). */
export const RecordPackageButton = ({ onRecorded }: { onRecorded: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [open, setOpen] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.recordClientPackage(
        String(values.clientId),
        String(values.servicePackageId),
      );
      notify('saluni.services.clientPackages.recorded', { type: 'success' });
      setOpen(false);
      onRecorded();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <>
      <Button
        label="saluni.services.clientPackages.record"
        variant="contained"
        sx={{ whiteSpace: 'nowrap' }}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit}>
          <DialogTitle>{translate('saluni.services.clientPackages.record')}</DialogTitle>
          <DialogContent>
            <ReferenceInput source="clientId" reference="client" perPage={1000}>
              <AutocompleteInput
                label="saluni.services.clientPackages.client"
                validate={required('saluni.spec.validation.clientRequired')}
              />
            </ReferenceInput>
            <ServicePackagePicker source="servicePackageId" multiple={false} />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>
              {translate('saluni.common.cancel')}
            </MuiButton>
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
