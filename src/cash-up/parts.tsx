import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format';

/** The period's M-Pesa receipt codes, to tick off against the till's M-Pesa statement. */
export const MpesaCodes = ({ codes }: { codes: readonly (string | null)[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('saluni.cashUp.mpesaCodes')}>
      <Typography variant="subtitle2" component="h3">
        {translate('saluni.cashUp.mpesaCodes')}
      </Typography>
      {codes.length === 0 ? (
        <Typography color="text.secondary">{translate('saluni.cashUp.noMpesa')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {codes.map((code, index) => (
            <li key={`${code ?? 'pending'}-${index}`}>
              {code ?? translate('saluni.cashUp.codePending')}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};

/** A difference as the screen says it: signed, red when money is missing, blank until counted. */
export const DifferenceText = ({ value }: { value: number | null }) => {
  const format = useBusinessFormat();
  if (value === null) return <>—</>;
  const sign = value > 0 ? '+' : '';
  return (
    <Box
      component="span"
      sx={{
        color: value < 0 ? 'error.main' : value > 0 ? 'warning.dark' : 'success.dark',
        fontWeight: 600,
      }}
    >
      {sign}
      {format.money(value)}
    </Box>
  );
};
