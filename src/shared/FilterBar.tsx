import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Filters share the row on wide screens (the theme makes text fields full width, which would
 * stack them); on phones each takes the full width.
 */
const filterRow = (isPhone: boolean) =>
  isPhone
    ? ({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 } as const)
    : ({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        // Direct children, or the inputs of a filter form laid out inline (ListFilterBar).
        '& > .MuiFormControl-root, & > form > .MuiFormControl-root': {
          width: 'auto',
          minWidth: 180,
        },
      } as const);

/**
 * A list's filters: in a row on wide screens; folded behind a "Filters" button on phones, where
 * several stacked full-width fields would push the list below the fold. `search` stays in view
 * on phones too; `active` counts the filters in use, shown on the button while folded.
 */
export const FilterBar = ({
  search,
  active,
  children,
}: {
  search?: ReactNode;
  active: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const foldId = useId();
  if (!isPhone) {
    return (
      <Box sx={{ ...filterRow(isPhone), mb: 2 }}>
        {search}
        {children}
      </Box>
    );
  }
  return (
    <Box sx={{ ...filterRow(isPhone), mb: 2 }}>
      {search}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={foldId}
        onClick={() => setOpen((previous) => !previous)}
        startIcon={
          <Badge color="primary" badgeContent={active}>
            <FilterListIcon />
          </Badge>
        }
      >
        {translate('saluni.ui.filters')}
      </Button>
      <Collapse in={open} id={foldId}>
        <Box sx={filterRow(isPhone)}>{children}</Box>
      </Collapse>
    </Box>
  );
};
