import { ListItemText } from '@mui/material';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { feedback } from '../../registry';
import { useBusinessFormat } from '../format';
import { ClientRecordDialog, ClientRecordSection } from './ClientRecordSection';
import { FeedbackInputs, useFeedbackResolver } from './FeedbackInputs';
import { RatingField } from './rating';
import './texts';

/** Record or change one feedback of the client in a dialog (`?feedback=new` or `?feedback=<id>`). */
const FeedbackDialog = ({
  clientId,
  record,
  onClose,
}: {
  clientId: string;
  record?: RaRecord;
  onClose: () => void;
}) => {
  const resolver = useFeedbackResolver();
  return (
    <ClientRecordDialog
      resource={feedback.name}
      toasts={feedback.toasts}
      record={record}
      onClose={onClose}
      titles={{
        add: 'saluni.clientRecords.feedback.addTitle',
        edit: 'saluni.clientRecords.feedback.editTitle',
      }}
      newRecord={{ clientId }}
      resolver={resolver}
      toData={(values) => ({ data: { clientId, rating: values.rating, comment: values.comment } })}
    >
      <FeedbackInputs askClient={false} />
    </ClientRecordDialog>
  );
};

/**
 * The client's feedback, newest first: rating and comment, with recording, editing and deleting
 * (after a confirmation) for roles that may. A tab of the client detail page.
 */
export const ClientFeedback = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const { date } = useBusinessFormat();
  const may = {
    create: useCanAccess({ resource: feedback.name, action: 'create' }).canAccess ?? false,
    edit: useCanAccess({ resource: feedback.name, action: 'edit' }).canAccess ?? false,
    delete: useCanAccess({ resource: feedback.name, action: 'delete' }).canAccess ?? false,
  };
  return (
    <ClientRecordSection
      clientId={clientId}
      resource={feedback.name}
      toasts={feedback.toasts}
      title={translate('resources.feedback.name', { smart_count: 2 })}
      addLabel="saluni.clientRecords.feedback.add"
      emptyLabel="saluni.clientRecords.feedback.empty"
      may={may}
      dialogKey="feedback"
      nameOf={(item) => String(item.comment ?? '')}
      item={(item) => (
        <ListItemText
          primary={<RatingField />}
          secondary={`${item.comment} · ${date(item.createdAt)}`}
        />
      )}
      dialog={(record, onClose) => (
        <FeedbackDialog clientId={clientId} record={record} onClose={onClose} />
      )}
    />
  );
};
