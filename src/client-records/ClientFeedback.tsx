import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  useCanAccess,
  useCreate,
  useDelete,
  useGetList,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { feedback } from '../../registry';
import { useBusinessFormat } from '../format';
import { ConfirmDelete } from './ConfirmDelete';
import { FeedbackInputs, useFeedbackResolver } from './FeedbackInputs';
import { RatingField } from './rating';
import { useDialogParam } from './useDialogParam';
import { useSaveWithToast } from './useSaveWithToast';
import './texts';

const DIALOG_KEY = 'feedback';

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
  const translate = useTranslate();
  const resolver = useFeedbackResolver();
  const saveWithToast = useSaveWithToast();
  const [create] = useCreate();
  const [update] = useUpdate();
  const save = async (values: Record<string, unknown>) => {
    const data = { clientId, rating: values.rating, comment: values.comment };
    const errors = await saveWithToast(
      () =>
        record
          ? update(
              feedback.name,
              { id: record.id, data, previousData: record },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : create(feedback.name, { data }, { returnPromise: true }),
      record ? feedback.toasts.updated : feedback.toasts.created,
    );
    if (!errors) onClose();
    return errors;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(
          record
            ? 'saluni.clientRecords.feedback.editTitle'
            : 'saluni.clientRecords.feedback.addTitle',
        )}
      </DialogTitle>
      <DialogContent>
        <ResourceContextProvider value={feedback.name}>
          <Form record={record ?? { clientId }} resolver={resolver} onSubmit={save}>
            <FeedbackInputs askClient={false} />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
              <SaveButton alwaysEnable />
            </Stack>
          </Form>
        </ResourceContextProvider>
      </DialogContent>
    </Dialog>
  );
};

/**
 * The client's feedback, newest first: rating and comment, with recording, editing and deleting
 * (after a confirmation) for roles that may. A tab of the client detail page.
 */
export const ClientFeedback = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const { date } = useBusinessFormat();
  const saveWithToast = useSaveWithToast();
  const dialog = useDialogParam(DIALOG_KEY);
  const [deleting, setDeleting] = useState<RaRecord>();
  const [remove, { isPending: removing }] = useDelete();
  const { canAccess: canCreate } = useCanAccess({ resource: feedback.name, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: feedback.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: feedback.name, action: 'delete' });
  const {
    data = [],
    isPending,
    error,
  } = useGetList(feedback.name, {
    filter: { clientId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const editing =
    dialog.value && dialog.value !== 'new'
      ? data.find((item) => String(item.id) === dialog.value)
      : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveWithToast(
      () =>
        remove(
          feedback.name,
          { id: deleting.id, previousData: deleting },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      feedback.toasts.deleted,
    );
    setDeleting(undefined);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('resources.feedback.name', { smart_count: 2 })}
        </Typography>
        {canCreate && (
          <Button startIcon={<AddIcon />} variant="contained" onClick={() => dialog.open('new')}>
            {translate('saluni.clientRecords.feedback.add')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error ? null : data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('saluni.clientRecords.feedback.empty')}
        </Typography>
      ) : (
        <List aria-label={translate('resources.feedback.name', { smart_count: 2 })}>
          {data.map((item) => (
            <RecordContextProvider key={item.id} value={item}>
              <ListItem
                divider
                secondaryAction={
                  <>
                    {canEdit && (
                      <IconButton
                        aria-label={translate('ra.action.edit')}
                        onClick={() => dialog.open(String(item.id))}
                      >
                        <EditIcon />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={translate('ra.action.delete')}
                        onClick={() => setDeleting(item)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </>
                }
              >
                <ListItemText
                  primary={<RatingField />}
                  secondary={`${item.comment} · ${date(item.createdAt)}`}
                />
              </ListItem>
            </RecordContextProvider>
          ))}
        </List>
      )}
      {((dialog.value === 'new' && canCreate) || (editing && canEdit)) && (
        <FeedbackDialog clientId={clientId} record={editing} onClose={dialog.close} />
      )}
      <ConfirmDelete
        name={String(deleting?.comment ?? '')}
        open={Boolean(deleting)}
        loading={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
