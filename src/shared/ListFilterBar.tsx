import { Box } from '@mui/material';
import { FilterLiveForm, SearchInput, useListContext } from 'react-admin';
import type { HTMLAttributes, ReactNode } from 'react';
import { FilterBar } from './FilterBar';

/** A filter form whose inputs sit in the FilterBar's row (or column) as if they were its own children. */
const InlineForm = (props: Pick<HTMLAttributes<HTMLFormElement>, 'onSubmit'>) => (
  <form {...props} style={{ display: 'contents' }} />
);

const isSet = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/**
 * A react-admin list's filters in the shared FilterBar: the search always in view, the other
 * filters (`children`, react-admin inputs) in a row on wide screens and folded on phones. Each
 * part is a FilterLiveForm, which merges its own values into the list's filters, so the two
 * never overwrite each other.
 */
export const ListFilterBar = ({ children }: { children: ReactNode }) => {
  const { filterValues } = useListContext();
  const active = Object.entries(filterValues).filter(
    ([key, value]) => key !== 'q' && isSet(value),
  ).length;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <FilterBar
        active={active}
        search={
          <FilterLiveForm formComponent={InlineForm}>
            <SearchInput source="q" helperText={false} />
          </FilterLiveForm>
        }
      >
        <FilterLiveForm formComponent={InlineForm}>{children}</FilterLiveForm>
      </FilterBar>
    </Box>
  );
};
