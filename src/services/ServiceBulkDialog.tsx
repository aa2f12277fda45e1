import { useState } from 'react';
import {
  AutocompleteArrayInput,
  Button,
  ReferenceArrayInput,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type Identifier,
} from 'react-admin';
import { service } from '../../registry';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import { RecordFormDialog } from '../shared/FormDialog';
import './texts';
import '../shared/specScreensTexts';

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
      <RecordFormDialog
        open={open}
        title={translate(TEXTS[field].title, { smart_count: selectedIds.length })}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        defaultValues={{ [field]: [] }}
        save={{ disabled: saving }}
      >
        <ReferenceArrayInput
          source={field}
          reference={service.fields[field].reference}
          perPage={1000}
        >
          <AutocompleteArrayInput label={`resources.service.fields.${field}`} />
        </ReferenceArrayInput>
      </RecordFormDialog>
    </>
  );
};
