import { useState } from 'react';
import { useCreate, useDelete, useGetList, useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../registry';
import { errorMessage } from './errorMessage';
import { usePaging } from './PagedTable';
import { useDeleteConfirm } from './useDeleteConfirm';
import { useResourceRights } from './useResourceRights';
import './specScreensTexts';

/**
 * A registry resource kept in a tab with dialogs rather than pages (warehouses, suppliers): its
 * searched, paged list, the add, edit and delete its dialogs send with the declaration's toasts
 * (a failure shows the server's message, a delete asks first), and what the role may do.
 */
export const useDialogList = <TRecord extends RaRecord, TValues extends object>(
  declaration: ResourceDeclaration,
  /** i18n key of the question before a record is deleted. */
  deleteQuestion: string,
) => {
  const resource = declaration.name;
  const notify = useNotify();
  const [q, setQ] = useState('');
  const paging = usePaging();
  const [editing, setEditing] = useState<TRecord | 'new'>();
  const { canCreate, canEdit, canDelete } = useResourceRights(resource);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<TRecord>(resource, {
    pagination: { page: paging.page + 1, perPage: paging.perPage },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove] = useDelete();
  const failed = (error: unknown) => notify(errorMessage(error), { type: 'error' });

  const save = (values: TValues) => {
    const onSuccess = (key: string) => () => {
      notify(key, { type: 'success' });
      setEditing(undefined);
    };
    if (editing === 'new') {
      create(
        resource,
        { data: values },
        { onSuccess: onSuccess(declaration.toasts.created), onError: failed },
      );
    } else if (editing) {
      update(
        resource,
        { id: editing.id, data: values, previousData: editing },
        { onSuccess: onSuccess(declaration.toasts.updated), onError: failed },
      );
    }
  };
  const deletion = useDeleteConfirm<TRecord>({
    content: deleteQuestion,
    remove: (record) =>
      remove(
        resource,
        { id: record.id, previousData: record },
        {
          onSuccess: () => notify(declaration.toasts.deleted, { type: 'success' }),
          onError: failed,
        },
      ),
  });
  /** A new search starts again from the first page. */
  const search = (value: string) => {
    setQ(value);
    paging.setPage(0);
  };

  const saving = creating || updating;
  return {
    q,
    search,
    paging,
    data,
    total,
    isPending,
    editing,
    setEditing,
    saving,
    save,
    askDelete: deletion.ask,
    deleteQuestion: deletion.dialog,
    canCreate,
    canEdit,
    canDelete,
  };
};
