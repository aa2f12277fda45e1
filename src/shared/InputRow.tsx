import { Box, type BoxProps } from '@mui/material';

type InputRowProps = Omit<BoxProps, 'sx'> & {
  /** The grid's column widths, on phones and from the small breakpoint up. */
  columns: { xs: string; sm: string };
};

/** One row of inputs and its button side by side on a grid, tops aligned so a helper text below one field does not shift the others. */
export const InputRow = ({ columns, children, ...props }: InputRowProps) => (
  <Box
    {...props}
    sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: columns }}
  >
    {children}
  </Box>
);
