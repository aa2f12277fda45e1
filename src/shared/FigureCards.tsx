import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Figure {
  /** Its label's key under the cards' `labels`. */
  key: string;
  /** Already formatted (money in the business currency); a count is shown as it is. */
  value: string | number;
}

/**
 * Figures as small outlined cards, a description list so screen readers pair each label with its
 * value: the dashboard's counts and glance, the client report's new and returning clients. The
 * caller lays the cards out with `sx` (a grid of so many columns per breakpoint).
 */
export const FigureCards = ({
  figures,
  labels,
  sx,
  large = false,
}: {
  figures: Figure[];
  /** The i18n key under which each figure's label stands. */
  labels: string;
  sx: SxProps<Theme>;
  large?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={[{ display: 'grid', gap: 1, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {figures.map(({ key, value }) => (
        <Card key={key} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`${labels}.${key}`)}
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
};
