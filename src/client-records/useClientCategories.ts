import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import '../shared/specScreensTexts';

/**
 * Applies a new set of categories of one client as add and remove calls, one per changed
 * category, each with its spec toast ('Client is Added' / 'Client is Removed'); the page then
 * reloads the client so it shows what the server stored.
 */
export const useClientCategories = (clientId: string, current: string[]) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSaluniDataProvider();
  const [saving, setSaving] = useState(false);
  const change = async (next: string[]) => {
    const added = next.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !next.includes(id));
    setSaving(true);
    try {
      for (const categoryId of added) {
        await dataProvider.changeClientCategory('add', clientId, categoryId);
        notify('saluni.spec.toast.clientAdded', { type: 'success' });
      }
      for (const categoryId of removed) {
        await dataProvider.changeClientCategory('remove', clientId, categoryId);
        notify('saluni.spec.toast.clientRemoved', { type: 'success' });
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
      refresh();
    }
  };
  return { change, saving };
};
