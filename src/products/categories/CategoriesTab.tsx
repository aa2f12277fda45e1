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
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { type ProductCategory } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { ConfirmDialog } from '../ConfirmDialog';
import { useCategories, useRefreshProducts } from '../queries';
import { useRequestFailed } from '../../shared/useRequestFailed';
import { CategoryDialog } from './CategoryDialog';
import { categoryTree, type CategoryNode } from './categoryTree';
import { InlineName } from './InlineName';

const RESOURCE = 'product-category';

/** The Categories tab: parents with their children, New/Edit dialog, inline rename, delete after confirmation. */
const CategoriesTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const dataProvider = useSaluniDataProvider();
  const failed = useRequestFailed();
  const { data = [], isPending } = useCategories();
  const [editing, setEditing] = useState<{ category?: ProductCategory } | null>(null);
  const [deleting, setDeleting] = useState<ProductCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const { canAccess: canCreate } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: RESOURCE, action: 'delete' });

  const rename = async (category: ProductCategory, category_name: string) => {
    try {
      await dataProvider.updateProductCategory(category._id, { category_name });
      notify('saluni.spec.toast.category.updated', { type: 'success' });
      await refresh();
    } catch (error) {
      failed(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await dataProvider.deleteProductCategory(deleting._id);
      notify('saluni.spec.toast.category.deleted', { type: 'success' });
      setDeleting(null);
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const renderNode = ({ category, children }: CategoryNode, depth: number) => (
    <Box key={category._id}>
      <ListItem
        data-category={category.category_name}
        sx={{ pl: 2 + depth * 4, borderBottom: 1, borderColor: 'divider' }}
        secondaryAction={
          <>
            {canEdit && (
              <IconButton
                aria-label={translate('saluni.inventory.categories.editNamed', {
                  name: category.category_name,
                })}
                onClick={() => setEditing({ category })}
              >
                <EditIcon />
              </IconButton>
            )}
            {canDelete && (
              <IconButton
                aria-label={translate('saluni.inventory.categories.deleteNamed', {
                  name: category.category_name,
                })}
                onClick={() => setDeleting(category)}
              >
                <DeleteIcon color="error" />
              </IconButton>
            )}
          </>
        }
      >
        <InlineName
          name={category.category_name}
          disabled={!canEdit}
          onSave={(name) => rename(category, name)}
        />
      </ListItem>
      {children.map((child) => renderNode(child, depth + 1))}
    </Box>
  );

  return (
    <Box>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {translate('saluni.inventory.categories.new')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('saluni.inventory.loading')} />
      ) : !data.length ? (
        <Typography sx={{ p: 4, textAlign: 'center' }}>
          {translate('saluni.inventory.categories.empty')}
        </Typography>
      ) : (
        <List aria-label={translate('saluni.inventory.tabs.categories')}>
          {categoryTree(data).map((node) => renderNode(node, 0))}
        </List>
      )}
      {editing && (
        <CategoryDialog
          category={editing.category}
          categories={data}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        message="saluni.inventory.categories.confirmDelete"
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};

export default CategoriesTab;
