import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ProductOption } from '../../dataProvider/products';
import { useSaluniDataProvider } from '../../dataProvider';
import { FormDialog } from '../../shared/FormDialog';
import { useCatalogueAction } from '../useCatalogueAction';
import '../../shared/specScreensTexts';

/** The values of an option as the dialog edits them: comma-separated text. */
const valuesText = (option?: ProductOption) =>
  option?.option_values.map((value) => value.value).join(', ') ?? '';

/**
 * New Option (no `option`) or Update Option: a name (read-only when updating) and the values as
 * comma-separated text; the server trims them and drops empty ones.
 */
export const OptionFormDialog = ({
  open,
  option,
  onClose,
}: {
  open: boolean;
  option?: ProductOption;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { busy, run } = useCatalogueAction();
  const [name, setName] = useState(option?.option_name ?? '');
  const [values, setValues] = useState(valuesText(option));
  const [problem, setProblem] = useState<string>();

  const save = async () => {
    if (!name.trim() || !values.split(',').some((value) => value.trim())) {
      setProblem('saluni.spec.validation.productOptionRequired');
      return;
    }
    await run(
      () =>
        option
          ? dataProvider.updateOption(option._id, option.option_name, values)
          : dataProvider.createOption(name.trim(), values),
      option ? 'saluni.spec.toast.option.updated' : 'saluni.spec.toast.option.created',
      onClose,
    );
  };

  return (
    <FormDialog
      open={open}
      title={translate(option ? 'saluni.inventory.options.update' : 'saluni.inventory.options.new')}
      onClose={onClose}
      cancelLabel="saluni.common.cancel"
      submitLabel={
        option ? 'saluni.inventory.options.updateButton' : 'saluni.inventory.options.createButton'
      }
      onSubmit={save}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={translate('saluni.inventory.options.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { readOnly: !!option } }}
          error={!!problem && !name.trim()}
          helperText={problem && !name.trim() ? translate(problem) : undefined}
          autoFocus={!option}
        />
        <TextField
          label={translate('saluni.inventory.options.values')}
          value={values}
          onChange={(event) => setValues(event.target.value)}
          error={!!problem && !!name.trim()}
          helperText={
            problem && name.trim()
              ? translate(problem)
              : translate('saluni.inventory.options.valuesHint')
          }
          autoFocus={!!option}
        />
      </Stack>
    </FormDialog>
  );
};
