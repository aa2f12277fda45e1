import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDelete, useGetList, useTranslate } from 'react-admin';
import { consultationForm } from '../../registry';
import { useBusinessFormat } from '../format';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { ConsultationFormRecord } from '../dataProvider/clientRecords';
import { ConfirmDelete } from './ConfirmDelete';
import { ConsultationFormDialog } from './ConsultationFormDialog';
import { ConsultationFormHistory } from './ConsultationFormHistory';
import { useDialogParam } from './useDialogParam';
import { useSaveWithToast } from './useSaveWithToast';
import './texts';

/**
 * The client's consultation forms: list, record, change (each change keeps the earlier
 * version), history and delete after a confirmation. A tab of the client detail page.
 */
export const ClientConsultationForms = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const { date } = useBusinessFormat();
  const saveWithToast = useSaveWithToast();
  const editDialog = useDialogParam('consultationForm');
  const historyDialog = useDialogParam('consultationFormHistory');
  const [deleting, setDeleting] = useState<ConsultationFormRecord>();
  const [remove, { isPending: removing }] = useDelete();
  const canCreate = useModuleAccess(consultationForm.module, 'create').allowed;
  const canUpdate = useModuleAccess(consultationForm.module, 'update').allowed;
  const canDelete = useModuleAccess(consultationForm.module, 'delete').allowed;
  const {
    data = [],
    isPending,
    error,
  } = useGetList<ConsultationFormRecord>(consultationForm.name, {
    filter: { clientId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const editing =
    editDialog.value && editDialog.value !== 'new'
      ? data.find((form) => String(form.id) === editDialog.value)
      : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveWithToast(
      () =>
        remove(
          consultationForm.name,
          { id: deleting.id, previousData: deleting },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      consultationForm.toasts.deleted,
    );
    setDeleting(undefined);
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          mb: 1,
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          {translate('saluni.clientRecords.consultationForm.title')}
        </Typography>
        {canCreate && (
          <Button
            startIcon={<AddIcon />}
            variant="contained"
            onClick={() => editDialog.open('new')}
          >
            {translate('saluni.clientRecords.consultationForm.add')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error ? null : data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('saluni.clientRecords.consultationForm.empty')}
        </Typography>
      ) : (
        <List aria-label={translate('saluni.clientRecords.consultationForm.title')}>
          {data.map((form) => (
            <ListItem
              key={form.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={translate('saluni.clientRecords.consultationForm.history')}
                    onClick={() => historyDialog.open(String(form.id))}
                  >
                    <HistoryIcon />
                  </IconButton>
                  {canUpdate && (
                    <IconButton
                      aria-label={translate('ra.action.edit')}
                      onClick={() => editDialog.open(String(form.id))}
                    >
                      <EditIcon />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={translate('ra.action.delete')}
                      onClick={() => setDeleting(form)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemText
                primary={form.form.name}
                secondary={translate('saluni.clientRecords.consultationForm.summary', {
                  smart_count: form.form.questions.length,
                  version: form.version,
                  date: date(form.updatedAt),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {((editDialog.value === 'new' && canCreate) || (editing && canUpdate)) && (
        <ConsultationFormDialog clientId={clientId} record={editing} onClose={editDialog.close} />
      )}
      {historyDialog.value && (
        <ConsultationFormHistory formId={historyDialog.value} onClose={historyDialog.close} />
      )}
      <ConfirmDelete
        name={deleting?.form.name ?? ''}
        open={Boolean(deleting)}
        loading={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
