import { Autocomplete, Chip, CircularProgress, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';
import './texts';
import '../shared/specScreensTexts';

export interface SelectCategoriesProps {
  /** Ids of the chosen client categories. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** i18n key of the label; the spec's 'Select Categories' by default. */
  label?: string;
  disabled?: boolean;
}

interface CategoryOption {
  id: string;
  category_name: string;
}

/**
 * The reusable client-category multi-select (back-office.md 3): searchable, chosen categories
 * as chips. It only reports the chosen ids; what a change does is the caller's.
 */
export const SelectCategories = ({
  value,
  onChange,
  label = 'saluni.spec.client.selectCategories',
  disabled,
}: SelectCategoriesProps) => {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<CategoryOption>('client-category', {
    pagination: { page: 1, perPage: ALL_ROWS },
    sort: { field: 'category_name', order: 'ASC' },
  });
  const chosen = data.filter((category) => value.includes(category.id));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={data}
      value={chosen}
      loading={isPending}
      getOptionLabel={(option) => option.category_name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, options) => onChange(options.map((option) => option.id))}
      noOptionsText={translate('saluni.clients.noCategoriesAvailable')}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.category_name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isPending ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
