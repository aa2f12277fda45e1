import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import {
  useCanAccess,
  useCreate,
  useDelete,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { errorMessage } from '../shared/errorMessage';
import { SheetDialog } from '../shared/FormDialog';
import { useDeleteConfirm } from '../shared/useDeleteConfirm';
import type { SupplierCategoryRecord } from './types';
import './texts';
import '../shared/specScreensTexts';

/** The spec's messages for a category name the dialog can tell before asking the server (inventory.md 5). */
const nameProblem = (name: string): string | undefined =>
  name.trim() ? undefined : 'saluni.spec.validation.categoryNameEmpty';

/**
 * Manage Categories (inventory.md 2): the supplier categories, one added at a time, renamed
 * inline (Enter saves, Esc cancels, as the product categories) and deleted after a confirmation.
 * The server answers a duplicate name or a category in use with its message, shown as a toast.
 */
export const SupplierCategoriesDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [renaming, setRenaming] = useState<{
    id: SupplierCategoryRecord['id'];
    name: string;
    error?: string;
  }>();
  const { canAccess: canCreate } = useCanAccess({
    resource: 'supplier-category',
    action: 'create',
  });
  const { canAccess: canEdit } = useCanAccess({ resource: 'supplier-category', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({
    resource: 'supplier-category',
    action: 'delete',
  });
  const { data = [], isPending } = useGetList<SupplierCategoryRecord>('supplier-category', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [create, { isPending: creating }] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  // Enter saves, and a click away then blurs the field before the reply: one rename is sent.
  const renameSent = useRef(false);
  const failed = (error: unknown) => notify(errorMessage(error), { type: 'error' });

  const add = () => {
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    create(
      'supplier-category',
      { data: { name: name.trim() } },
      {
        onSuccess: () => {
          notify('saluni.spec.toast.supplierCategory.created', { type: 'success' });
          setName('');
        },
        onError: failed,
      },
    );
  };
  const saveRename = () => {
    if (!renaming || renameSent.current) return;
    const problem = nameProblem(renaming.name);
    if (problem) return setRenaming({ ...renaming, error: problem });
    const previous = data.find((category) => category.id === renaming.id);
    if (previous?.name === renaming.name.trim()) return setRenaming(undefined);
    renameSent.current = true;
    update(
      'supplier-category',
      { id: renaming.id, data: { name: renaming.name.trim() }, previousData: previous },
      {
        onSuccess: () => {
          notify('saluni.spec.toast.supplierCategory.updated', { type: 'success' });
          setRenaming(undefined);
        },
        onError: failed,
        onSettled: () => {
          renameSent.current = false;
        },
      },
    );
  };
  const deletion = useDeleteConfirm<SupplierCategoryRecord>({
    content: 'saluni.suppliers.categories.confirmDelete',
    remove: (category) =>
      remove(
        'supplier-category',
        { id: category.id, previousData: category },
        {
          onSuccess: () =>
            notify('saluni.spec.toast.supplierCategory.deleted', { type: 'success' }),
          onError: failed,
        },
      ),
  });

  return (
    <>
      <SheetDialog
        title={translate('saluni.suppliers.categories.title')}
        onClose={onClose}
        closeLabel="saluni.suppliers.ui.close"
      >
        {canCreate && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
            <TextField
              size="small"
              label={translate('saluni.suppliers.categories.newCategory')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && add()}
              error={!!nameError}
              helperText={nameError && translate(nameError)}
              sx={{ flexGrow: 1, minWidth: 0 }}
            />
            <Button variant="contained" onClick={add} disabled={creating}>
              {translate('saluni.suppliers.categories.add')}
            </Button>
          </Box>
        )}
        {!isPending && data.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('saluni.suppliers.categories.empty')}
          </Typography>
        )}
        <List dense>
          {data.map((category) =>
            renaming?.id === category.id ? (
              <ListItem key={category.id} disableGutters>
                <TextField
                  size="small"
                  fullWidth
                  autoFocus
                  label={translate('saluni.suppliers.categories.rename')}
                  value={renaming.name}
                  onChange={(event) =>
                    setRenaming({ ...renaming, name: event.target.value, error: undefined })
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') saveRename();
                    if (event.key === 'Escape') {
                      // Esc cancels the rename, not the whole dialog.
                      event.stopPropagation();
                      setRenaming(undefined);
                    }
                  }}
                  onBlur={saveRename}
                  error={!!renaming.error}
                  helperText={renaming.error && translate(renaming.error)}
                />
              </ListItem>
            ) : (
              <ListItem
                key={category.id}
                disableGutters
                secondaryAction={
                  <>
                    {canEdit && (
                      <IconButton
                        aria-label={`${translate('saluni.suppliers.categories.rename')} ${category.name}`}
                        onClick={() => setRenaming({ id: category.id, name: category.name })}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={`${translate('saluni.suppliers.categories.delete')} ${category.name}`}
                        onClick={() => deletion.ask(category)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </>
                }
              >
                <ListItemText primary={category.name} sx={{ overflowWrap: 'anywhere', pr: 6 }} />
              </ListItem>
            ),
          )}
        </List>
      </SheetDialog>
      {deletion.dialog}
    </>
  );
};
