import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';

export interface Figure {
  key: string;
  /** Already translated. */
  label: string;
  /** Already formatted (money in the business currency, counts as they are). */
  value: string;
}

/**
 * Figures as small outlined cards, a description list so screen readers pair each label with its
 * value: the dashboard's counts and glance, the client report's new and returning clients. The
 * caller lays the cards out with `sx` (a grid of so many columns per breakpoint).
 */
export const FigureCards = ({
  figures,
  sx,
  large = false,
}: {
  figures: Figure[];
  sx: SxProps<Theme>;
  large?: boolean;
}) => (
  <Box component="dl" sx={[{ display: 'grid', gap: 1, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
    {figures.map(({ key, label, value }) => (
      <Card key={key} variant="outlined">
        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={large ? 'h5' : 'h6'}
            sx={{ m: 0, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </CardContent>
      </Card>
    ))}
  </Box>
);
