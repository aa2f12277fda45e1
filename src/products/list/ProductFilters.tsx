import { MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilterBar } from '../../shared/FilterBar';
import { FilterSelect } from '../../shared/FilterSelect';
import { useCategories } from '../queries';

export type StockFilter = 'all' | 'in_stock' | 'out_stock';
/** inventory.md 9: product usage filters all, sale, in_store (shown on small screens only). */
export type UsageFilter = 'all' | 'sale' | 'in_store';

export interface ProductFilterValues {
  stock: StockFilter;
  category: string;
  q: string;
  usage: UsageFilter;
  dateStart: string;
  dateEnd: string;
}

export const NO_FILTERS: Omit<ProductFilterValues, 'usage'> = {
  stock: 'all',
  category: '',
  q: '',
  dateStart: '',
  dateEnd: '',
};

/** The choices of the two selects whose every value has its own text (no "All" of the empty value). */
const CHOICES = {
  stock: ['all', 'in_stock', 'out_stock'],
  usage: ['all', 'sale', 'in_store'],
} satisfies Record<'stock' | 'usage', (StockFilter | UsageFilter)[]>;

/** Stock, category, search, usage (phones) and date range filters of a product list. */
export const ProductFilters = ({
  values,
  onChange,
}: {
  values: ProductFilterValues;
  onChange: (values: ProductFilterValues) => void;
}) => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data: categories = [] } = useCategories();
  const set = <K extends keyof ProductFilterValues>(key: K, value: ProductFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const field = { size: 'small' as const };
  // The usage starts at the tab's own, so it is not counted as a filter someone chose.
  const active = (['stock', 'category', 'dateStart', 'dateEnd'] as const).filter(
    (key) => values[key] !== NO_FILTERS[key],
  ).length;
  const choice = (key: keyof typeof CHOICES) => (
    <TextField
      {...field}
      select
      label={translate(`saluni.inventory.filters.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value as ProductFilterValues[typeof key])}
    >
      {CHOICES[key].map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`saluni.inventory.filters.${key}Values.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (key: 'dateStart' | 'dateEnd', label: 'from' | 'to') => (
    <TextField
      {...field}
      type="date"
      label={translate(`saluni.inventory.filters.${label}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <FilterBar
      active={active}
      search={
        <TextField
          {...field}
          label={translate('saluni.ui.search')}
          value={values.q}
          onChange={(event) => set('q', event.target.value)}
        />
      }
    >
      {choice('stock')}
      <FilterSelect
        label="saluni.inventory.fields.category"
        allLabel="saluni.ui.all"
        value={values.category}
        onChange={(value) => set('category', value)}
        options={categories.map((category) => ({
          _id: category._id,
          name: category.category_name,
        }))}
      />
      {isSmall && choice('usage')}
      {date('dateStart', 'from')}
      {date('dateEnd', 'to')}
    </FilterBar>
  );
};
