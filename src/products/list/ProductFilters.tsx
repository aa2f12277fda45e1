import { MenuItem, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FilterBar } from '../../shared/FilterBar';
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

const STOCK_FILTERS: StockFilter[] = ['all', 'in_stock', 'out_stock'];
const USAGE_FILTERS: UsageFilter[] = ['all', 'sale', 'in_store'];

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
      <TextField
        {...field}
        select
        label={translate('saluni.inventory.filters.stock')}
        value={values.stock}
        onChange={(event) => set('stock', event.target.value as StockFilter)}
      >
        {STOCK_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`saluni.inventory.filters.stockValues.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        select
        label={translate('saluni.inventory.fields.category')}
        value={values.category}
        onChange={(event) => set('category', event.target.value)}
      >
        <MenuItem value="">{translate('saluni.ui.all')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category._id} value={category._id}>
            {category.category_name}
          </MenuItem>
        ))}
      </TextField>
      {isSmall && (
        <TextField
          {...field}
          select
          label={translate('saluni.inventory.filters.usage')}
          value={values.usage}
          onChange={(event) => set('usage', event.target.value as UsageFilter)}
        >
          {USAGE_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`saluni.inventory.filters.usageValues.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        {...field}
        type="date"
        label={translate('saluni.inventory.filters.from')}
        value={values.dateStart}
        onChange={(event) => set('dateStart', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        type="date"
        label={translate('saluni.inventory.filters.to')}
        value={values.dateEnd}
        onChange={(event) => set('dateEnd', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FilterBar>
  );
};
