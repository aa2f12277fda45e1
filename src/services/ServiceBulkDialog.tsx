import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  Form,
  ReferenceArrayInput,
  SaveButton,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
} from 'react-admin';
import { service } from '../../registry';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import './texts';

type BulkField = 'categoryIds' | 'performerIds';

const CALLS: Record<
  BulkField,
  (dataProvider: SaluniDataProvider, ids: Identifier[], values: string[]) => Promise<unknown>
> = {
  categoryIds: (dataProvider, ids, values) => dataProvider.setServiceCategories(ids, values),
  performerIds: (dataProvider, ids, values) => dataProvider.setServicePerformers(ids, values),
};

const TEXTS: Record<BulkField, { button: string; title: string }> = {
  categoryIds: {
    button: 'saluni.services.list.setCategories',
    title: 'saluni.services.list.bulkTitleCategories',
  },
  performerIds: {
    button: 'saluni.services.list.setPerformers',
    title: 'saluni.services.list.bulkTitlePerformers',
  },
};

/**
 * A bulk action of the services list: choose categories (or performers) and set them on every
 * selected service in one call; the server changes all of them or none.
 */
export const ServiceBulkSetButton = ({ field }: { field: BulkField }) => {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSaluniDataProvider();
  const unselectAll = useUnselectAll(service.name);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await CALLS[field](dataProvider, selectedIds, (values[field] as string[] | undefined) ?? []);
      notify('saluni.spec.toast.service.updated', { type: 'success' });
      setOpen(false);
      unselectAll();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={TEXTS[field].button} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={{ [field]: [] }}>
          <DialogTitle>
            {translate(TEXTS[field].title, { smart_count: selectedIds.length })}
          </DialogTitle>
          <DialogContent>
            <ReferenceArrayInput
              source={field}
              reference={service.fields[field].reference}
              perPage={1000}
            >
              <AutocompleteArrayInput label={`resources.service.fields.${field}`} />
            </ReferenceArrayInput>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>
              {translate('saluni.common.cancel')}
            </MuiButton>
            <SaveButton alwaysEnable disabled={saving} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
