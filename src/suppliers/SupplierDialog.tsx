import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { supplier } from '../../registry';
import { buildRecordSchema, type ValidationContext } from '../../registry/recordSchema';
import { fieldErrors, type ValidationMessage } from '../../registry/validation';
import { useBusinessFormat } from '../format';
import { FormDialog } from '../shared/FormDialog';
import { fileUrl } from '../shared/recordValues';
import type { SupplierCategoryRecord, SupplierRecord, SupplierValues } from './types';
import './texts';

interface SupplierDialogProps {
  /** The supplier being edited; absent when adding. */
  supplier?: SupplierRecord;
  saving: boolean;
  onSave: (values: SupplierValues) => void;
  onClose: () => void;
}

const schema = buildRecordSchema(supplier);
const ACCEPT = 'image/png,image/jpeg';
type FieldName = 'fullName' | 'phone' | 'email' | 'categoryId';

/**
 * Add or edit a supplier: full name, phone (the business country's numbers), e-mail and
 * category, checked by the same schema as the server (the spec's messages); a picture optional.
 */
export const SupplierDialog = ({
  supplier: editing,
  saving,
  onSave,
  onClose,
}: SupplierDialogProps) => {
  const translate = useTranslate();
  const { country } = useBusinessFormat();
  const { data: categories = [] } = useGetList<SupplierCategoryRecord>('supplier-category', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [values, setValues] = useState<Record<FieldName, string>>({
    fullName: editing?.fullName ?? '',
    phone: editing?.phone ?? '',
    email: editing?.email ?? '',
    categoryId: editing?.categoryId ?? '',
  });
  const [picture, setPicture] = useState<File | null | undefined>(undefined);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const message = (value: ValidationMessage) =>
    typeof value === 'string' ? translate(value) : translate(value.message, value.args);
  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async () => {
    const trimmed = {
      fullName: values.fullName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      categoryId: values.categoryId,
    };
    // An empty input is a missing value, which the spec's "is required" messages speak for.
    const sent = Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== ''));
    try {
      await schema.validate(sent, {
        abortEarly: false,
        strict: true,
        context: { country } satisfies ValidationContext,
      });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors(error)).map(([field, text]) => [field, message(text)]),
        ),
      );
      return;
    }
    setErrors({});
    onSave(
      picture === undefined
        ? trimmed
        : { ...trimmed, image: picture ? { rawFile: picture } : null },
    );
  };

  const stored = picture === undefined ? editing?.image?.filename : undefined;
  const field = (name: FieldName, label: string, type = 'text') => (
    <TextField
      label={translate(label)}
      value={values[name]}
      onChange={set(name)}
      error={!!errors[name]}
      helperText={errors[name]}
      type={type}
      required
      fullWidth
      margin="dense"
    />
  );
  return (
    <FormDialog
      title={translate(
        editing ? 'saluni.suppliers.ui.editSupplier' : 'saluni.suppliers.ui.addSupplier',
      )}
      onClose={onClose}
      cancelLabel="saluni.suppliers.ui.cancel"
      submitLabel={editing ? 'saluni.suppliers.ui.update' : 'saluni.suppliers.ui.add'}
      onSubmit={() => void submit()}
      submitDisabled={saving}
    >
      {field('fullName', 'saluni.suppliers.ui.fullName')}
      {field('phone', 'saluni.suppliers.ui.phone', 'tel')}
      {field('email', 'saluni.suppliers.ui.email', 'email')}
      <TextField
        select
        label={translate('saluni.suppliers.ui.category')}
        value={values.categoryId}
        onChange={set('categoryId')}
        error={!!errors.categoryId}
        helperText={
          errors.categoryId ??
          (categories.length ? undefined : translate('saluni.suppliers.ui.noCategoryYet'))
        }
        required
        fullWidth
        margin="dense"
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          {translate('saluni.suppliers.ui.picture')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {stored && (
            <img
              src={fileUrl(stored)}
              alt={translate('saluni.suppliers.ui.picture')}
              style={{ width: 48, height: 48, objectFit: 'cover' }}
            />
          )}
          {picture && (
            <Typography variant="body2">
              {translate('saluni.suppliers.ui.chosenPicture', { name: picture.name })}
            </Typography>
          )}
          <Button component="label" variant="outlined" size="small">
            {translate('saluni.suppliers.ui.choosePicture')}
            <input
              hidden
              type="file"
              accept={ACCEPT}
              aria-label={translate('saluni.suppliers.ui.choosePicture')}
              onChange={(event) => setPicture(event.target.files?.[0] ?? undefined)}
            />
          </Button>
          {(stored || picture) && (
            <Button size="small" onClick={() => setPicture(null)}>
              {translate('saluni.suppliers.ui.removePicture')}
            </Button>
          )}
        </Stack>
      </Box>
    </FormDialog>
  );
};
