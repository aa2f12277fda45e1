import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  ReferenceInput,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ServicePackagePicker } from './ServicePackagePicker';
import { useSaluniDataProvider } from '../dataProvider';
import { RecordFormDialog } from '../shared/FormDialog';
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
      <RecordFormDialog
        open={open}
        title={translate('saluni.services.clientPackages.record')}
        onClose={() => setOpen(false)}
        onSubmit={submit}
      >
        <ReferenceInput source="clientId" reference="client" perPage={1000}>
          <AutocompleteInput
            label="saluni.services.clientPackages.client"
            validate={required('saluni.spec.validation.clientRequired')}
          />
        </ReferenceInput>
        <ServicePackagePicker source="servicePackageId" multiple={false} />
      </RecordFormDialog>
    </>
  );
};
