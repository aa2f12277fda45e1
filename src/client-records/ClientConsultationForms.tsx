import HistoryIcon from '@mui/icons-material/History';
import { IconButton, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { consultationForm } from '../../registry';
import { useBusinessFormat } from '../format';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { ConsultationFormRecord } from '../dataProvider/clientRecords';
import { ClientRecordSection } from './ClientRecordSection';
import { ConsultationFormDialog } from './ConsultationFormDialog';
import { ConsultationFormHistory } from './ConsultationFormHistory';
import { useDialogParam } from './useDialogParam';
import './texts';

/**
 * The client's consultation forms: list, record, change (each change keeps the earlier
 * version), history and delete after a confirmation. A tab of the client detail page.
 */
export const ClientConsultationForms = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const { date } = useBusinessFormat();
  const historyDialog = useDialogParam('consultationFormHistory');
  const may = {
    create: useModuleAccess(consultationForm.module, 'create').allowed,
    edit: useModuleAccess(consultationForm.module, 'update').allowed,
    delete: useModuleAccess(consultationForm.module, 'delete').allowed,
  };
  return (
    <>
      <ClientRecordSection<ConsultationFormRecord>
        clientId={clientId}
        resource={consultationForm.name}
        toasts={consultationForm.toasts}
        title={translate('saluni.clientRecords.consultationForm.title')}
        addLabel="saluni.clientRecords.consultationForm.add"
        emptyLabel="saluni.clientRecords.consultationForm.empty"
        may={may}
        dialogKey="consultationForm"
        nameOf={(form) => form.form.name}
        item={(form) => (
          <ListItemText
            primary={form.form.name}
            secondary={translate('saluni.clientRecords.consultationForm.summary', {
              smart_count: form.form.questions.length,
              version: form.version,
              date: date(form.updatedAt),
            })}
          />
        )}
        moreActions={(form) => (
          <IconButton
            aria-label={translate('saluni.clientRecords.consultationForm.history')}
            onClick={() => historyDialog.open(String(form.id))}
          >
            <HistoryIcon />
          </IconButton>
        )}
        dialog={(record, onClose) => (
          <ConsultationFormDialog clientId={clientId} record={record} onClose={onClose} />
        )}
      />
      {historyDialog.value && (
        <ConsultationFormHistory formId={historyDialog.value} onClose={historyDialog.close} />
      )}
    </>
  );
};
