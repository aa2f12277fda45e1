import type { TextFieldProps } from '@mui/material';
import { FilterSelect } from './FilterSelect';
import { SearchFilterBar } from './SearchFilterBar';
import type { SelectOption } from './SelectField';

/** One select of a hub tab's filter bar: which filter it sets, its label key and its choices. */
export interface FilterChoice<TFilters> {
  name: keyof TFilters & string;
  label: string;
  options: SelectOption[];
  sx?: TextFieldProps['sx'];
}

/** The filters of `useFilteredServerPage`, with a search (`q`) among them. */
interface FilteredList<TFilters extends { q: string }> {
  filters: TFilters;
  filter: (name: keyof TFilters, value: string) => void;
  clear: () => void;
  activeBesides: (search: keyof TFilters) => number;
}

/**
 * The filter bar of a list whose filters `useFilteredServerPage` keeps: the search, then a select per choice ("All" first), and Clear. The
 * area's texts (`texts`) name the search, "All" and Clear the same way in every tab.
 */
export const FilteredListBar = <TFilters extends { q: string } & Record<string, string>>({
  texts,
  list,
  choices,
}: {
  /** The area's text prefix, e.g. `saluni.stock.ui`. */
  texts: string;
  list: FilteredList<TFilters>;
  choices: FilterChoice<TFilters>[];
}) => (
  <SearchFilterBar
    searchLabel={`${texts}.search`}
    search={list.filters.q}
    onSearch={(value) => list.filter('q', value)}
    active={list.activeBesides('q')}
    clearLabel={`${texts}.clear`}
    onClear={list.clear}
  >
    {choices.map(({ name, label, options, sx }) => (
      <FilterSelect
        key={name}
        label={label}
        allLabel={`${texts}.all`}
        value={list.filters[name]}
        onChange={(value) => list.filter(name, value)}
        options={options}
        sx={sx}
      />
    ))}
  </SearchFilterBar>
);
