import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ProductCategory } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { FormDialog } from '../../shared/FormDialog';
import { useCatalogueAction } from '../useCatalogueAction';
import '../../shared/specScreensTexts';

/** New Category (no `category`) or Edit Category: name, description and an optional parent. */
export const CategoryDialog = ({
  category,
  categories,
  onClose,
}: {
  category?: ProductCategory;
  categories: ProductCategory[];
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { busy, run } = useCatalogueAction();
  const [name, setName] = useState(category?.category_name ?? '');
  const [description, setDescription] = useState(category?.category_description ?? '');
  const [parent, setParent] = useState(category?.parent ?? '');
  const [touched, setTouched] = useState(false);
  const nameMissing = !name.trim();

  const save = async () => {
    setTouched(true);
    if (nameMissing) return;
    const body = {
      category_name: name.trim(),
      category_description: description.trim(),
      parent: parent || null,
    };
    await run(
      () =>
        category
          ? dataProvider.updateProductCategory(category._id, body)
          : dataProvider.createProductCategory(body),
      category ? 'saluni.spec.toast.category.updated' : 'saluni.spec.toast.category.created',
      onClose,
    );
  };

  // A category cannot become its own parent; the server refuses deeper cycles.
  const parents = categories.filter((candidate) => candidate._id !== category?._id);
  return (
    <FormDialog
      title={translate(
        category ? 'saluni.inventory.categories.edit' : 'saluni.inventory.categories.new',
      )}
      onClose={onClose}
      cancelLabel="saluni.common.cancel"
      submitLabel="saluni.common.save"
      onSubmit={save}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          label={translate('saluni.inventory.categories.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched && nameMissing}
          helperText={
            touched && nameMissing
              ? translate('saluni.spec.validation.categoryNameRequired')
              : undefined
          }
        />
        <TextField
          label={translate('saluni.inventory.categories.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={2}
        />
        <TextField
          select
          label={translate('saluni.inventory.categories.parent')}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
        >
          <MenuItem value="">{translate('saluni.inventory.categories.noParent')}</MenuItem>
          {parents.map((candidate) => (
            <MenuItem key={candidate._id} value={candidate._id}>
              {candidate.category_name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
};
