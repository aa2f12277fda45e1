import { Box, List, ListItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ProductCategory } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { useResourceRights } from '../../shared/useResourceRights';
import { CatalogueTab, EditDeleteButtons } from '../CatalogueTab';
import { ConfirmDialog } from '../ConfirmDialog';
import { useCategories } from '../queries';
import { useCatalogueAction } from '../useCatalogueAction';
import { CategoryDialog } from './CategoryDialog';
import { categoryTree, type CategoryNode } from './categoryTree';
import { InlineName } from './InlineName';
import '../../shared/specScreensTexts';

const LABELS = 'saluni.inventory.categories';

/** The Categories tab: parents with their children, New/Edit dialog, inline rename, delete after confirmation. */
const CategoriesTab = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { data = [], isPending } = useCategories();
  const [editing, setEditing] = useState<{ category?: ProductCategory } | null>(null);
  const [deleting, setDeleting] = useState<ProductCategory | null>(null);
  const { busy, run } = useCatalogueAction();
  const { canCreate, canEdit, canDelete } = useResourceRights('product-category');

  const rename = (category: ProductCategory, category_name: string) =>
    run(
      () => dataProvider.updateProductCategory(category._id, { category_name }),
      'saluni.spec.toast.category.updated',
    );
  const remove = async () => {
    if (!deleting) return;
    await run(
      () => dataProvider.deleteProductCategory(deleting._id),
      'saluni.spec.toast.category.deleted',
      () => setDeleting(null),
    );
  };

  const renderNode = ({ category, children }: CategoryNode, depth: number) => (
    <Box key={category._id}>
      <ListItem
        data-category={category.category_name}
        sx={{ pl: 2 + depth * 4, borderBottom: 1, borderColor: 'divider' }}
        secondaryAction={
          <EditDeleteButtons
            labels={LABELS}
            name={category.category_name}
            onEdit={canEdit ? () => setEditing({ category }) : undefined}
            onDelete={canDelete ? () => setDeleting(category) : undefined}
          />
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
    <CatalogueTab
      labels={LABELS}
      onNew={canCreate ? () => setEditing({}) : undefined}
      loading={isPending}
      empty={!data.length}
      dialogs={
        <>
          {editing && (
            <CategoryDialog
              category={editing.category}
              categories={data}
              onClose={() => setEditing(null)}
            />
          )}
          <ConfirmDialog
            open={!!deleting}
            message={`${LABELS}.confirmDelete`}
            busy={busy}
            onConfirm={remove}
            onClose={() => setDeleting(null)}
          />
        </>
      }
    >
      <List aria-label={translate('saluni.inventory.tabs.categories')}>
        {categoryTree(data).map((node) => renderNode(node, 0))}
      </List>
    </CatalogueTab>
  );
};

export default CategoriesTab;
