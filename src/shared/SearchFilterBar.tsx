import { Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FilterBar } from './FilterBar';

/**
 * The FilterBar of a list whose filters live in the screen's own state: a search field always in
 * view, the other filters (`children`), and a button that clears them all.
 */
export const SearchFilterBar = ({
  searchLabel,
  search,
  onSearch,
  active,
  clearLabel,
  onClear,
  children,
}: {
  /** i18n key of the search field's label. */
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** How many of the other filters are in use. */
  active: number;
  /** i18n key of the button that clears every filter. */
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <FilterBar
      active={active}
      search={
        <TextField
          size="small"
          label={translate(searchLabel)}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      }
    >
      {children}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={onClear}>
        {translate(clearLabel)}
      </Button>
    </FilterBar>
  );
};
