import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  RecordContextProvider,
  ResourceContextProvider,
  useCreate,
  useDelete,
  useGetList,
  useTranslate,
  useUpdate,
  type FormProps,
  type RaRecord,
} from 'react-admin';
import { RecordFormDialog } from '../shared/FormDialog';
import { ConfirmDelete } from './ConfirmDelete';
import { useDialogParam } from './useDialogParam';
import { useSaveWithToast } from './useSaveWithToast';
import '../shared/specScreensTexts';

/** The success toasts of a client record's resource (registry's `toasts`). */
interface RecordToasts {
  created: string;
  updated: string;
  deleted: string;
}

interface ClientRecordSectionProps<TRecord extends RaRecord> {
  clientId: string;
  resource: string;
  toasts: RecordToasts;
  /** The section's heading, translated; it also names the list. */
  title: string;
  /** i18n keys of the add button and of the text shown when there is nothing yet. */
  addLabel: string;
  emptyLabel: string;
  /** What the role may do: absent actions are not offered. */
  may: { create: boolean; edit: boolean; delete: boolean };
  /** The URL parameter of the record dialog (`?<key>=new` or `?<key>=<id>`). */
  dialogKey: string;
  /** How the delete confirmation names a record. */
  nameOf: (record: TRecord) => string;
  /** A record as listed (a `ListItemText`); the record is also in the record context. */
  item: (record: TRecord) => ReactNode;
  /** Buttons before Edit and Delete (the form's history). */
  moreActions?: (record: TRecord) => ReactNode;
  /** The dialog that records a new one (no record) or changes `record`. */
  dialog: (record: TRecord | undefined, onClose: () => void) => ReactNode;
}

/**
 * One kind of the client's records (consultation forms, feedback) as a tab of the client page:
 * the heading and add button, the records newest first, each with Edit and Delete (after a
 * confirmation) for roles that may, and the dialog the URL opens.
 */
export const ClientRecordSection = <TRecord extends RaRecord>({
  clientId,
  resource,
  toasts,
  title,
  addLabel,
  emptyLabel,
  may,
  dialogKey,
  nameOf,
  item,
  moreActions,
  dialog,
}: ClientRecordSectionProps<TRecord>) => {
  const translate = useTranslate();
  const saveWithToast = useSaveWithToast();
  const editDialog = useDialogParam(dialogKey);
  const [deleting, setDeleting] = useState<TRecord>();
  const [remove, { isPending: removing }] = useDelete();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<TRecord>(resource, {
    filter: { clientId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const editing =
    editDialog.value && editDialog.value !== 'new'
      ? data.find((record) => String(record.id) === editDialog.value)
      : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    await saveWithToast(
      () =>
        remove(
          resource,
          { id: deleting.id, previousData: deleting },
          { mutationMode: 'pessimistic', returnPromise: true },
        ),
      toasts.deleted,
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
          {title}
        </Typography>
        {may.create && (
          <Button
            startIcon={<AddIcon />}
            variant="contained"
            onClick={() => editDialog.open('new')}
          >
            {translate(addLabel)}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : error ? null : data.length === 0 ? (
        <Typography color="text.secondary">{translate(emptyLabel)}</Typography>
      ) : (
        <List aria-label={title}>
          {data.map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <ListItem
                divider
                secondaryAction={
                  <>
                    {moreActions?.(record)}
                    {may.edit && (
                      <IconButton
                        aria-label={translate('ra.action.edit')}
                        onClick={() => editDialog.open(String(record.id))}
                      >
                        <EditIcon />
                      </IconButton>
                    )}
                    {may.delete && (
                      <IconButton
                        aria-label={translate('ra.action.delete')}
                        onClick={() => setDeleting(record)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    )}
                  </>
                }
              >
                {item(record)}
              </ListItem>
            </RecordContextProvider>
          ))}
        </List>
      )}
      {((editDialog.value === 'new' && may.create) || (editing && may.edit)) &&
        dialog(editing, editDialog.close)}
      <ConfirmDelete
        name={deleting ? nameOf(deleting) : ''}
        open={Boolean(deleting)}
        loading={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};

/**
 * The dialog of one client record: records a new one, or changes `record`. On save the record is
 * updated with `data`, or created with `createOnly` added (what only a new record sends); then
 * the toast, and the dialog closes, or the server's field errors show in the form.
 */
export const ClientRecordDialog = ({
  resource,
  toasts,
  record,
  onClose,
  titles,
  maxWidth,
  newRecord,
  resolver,
  toData,
  children,
}: {
  resource: string;
  toasts: RecordToasts;
  record?: RaRecord;
  onClose: () => void;
  /** i18n keys of the title when adding and when changing. */
  titles: { add: string; edit: string };
  maxWidth?: 'sm' | 'md';
  /** What the form starts from when adding. */
  newRecord: Record<string, unknown>;
  resolver?: FormProps['resolver'];
  toData: (values: Record<string, unknown>) => {
    data: Record<string, unknown>;
    createOnly?: Record<string, unknown>;
  };
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const saveWithToast = useSaveWithToast();
  const [create] = useCreate();
  const [update] = useUpdate();
  const save = async (values: Record<string, unknown>) => {
    const { data, createOnly = {} } = toData(values);
    const errors = await saveWithToast(
      () =>
        record
          ? update(
              resource,
              { id: record.id, data, previousData: record },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : create(resource, { data: { ...createOnly, ...data } }, { returnPromise: true }),
      record ? toasts.updated : toasts.created,
    );
    if (!errors) onClose();
    return errors;
  };
  return (
    <ResourceContextProvider value={resource}>
      <RecordFormDialog
        title={translate(record ? titles.edit : titles.add)}
        onClose={onClose}
        maxWidth={maxWidth}
        record={record ?? newRecord}
        resolver={resolver}
        onSubmit={save}
      >
        {children}
      </RecordFormDialog>
    </ResourceContextProvider>
  );
};
