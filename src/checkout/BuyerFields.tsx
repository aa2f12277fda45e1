import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Button, Collapse, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Country } from '../../registry/business';
import type { BuyerErrors, BuyerValues } from './buyerDetails';
import './buyerTexts';

/**
 * Who the invoice is made out to: a name and the buyer's KRA PIN (Kenya) or ABN (Australia).
 * Optional and folded away, unless the sale must name its buyer (`required`, which says why) or
 * the server refused what was typed.
 */
export const BuyerFields = ({
  country,
  values,
  errors,
  required,
  onChange,
}: {
  country: Country;
  values: BuyerValues;
  errors: BuyerErrors;
  required: boolean;
  onChange: (values: BuyerValues) => void;
}) => {
  const translate = useTranslate();
  const regionId = useId();
  const [opened, setOpened] = useState(false);
  const open = opened || required || Object.keys(errors).length > 0;
  const field = (name: keyof BuyerValues, label: string) => (
    <TextField
      size="small"
      fullWidth
      label={translate(label)}
      value={values[name]}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ? translate(errors[name]) : undefined}
      required={required}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
  return (
    <Stack spacing={1}>
      <Button
        onClick={() => setOpened(!open)}
        disabled={required}
        aria-expanded={open}
        aria-controls={regionId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('saluni.checkout.buyer.toggle')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack
          id={regionId}
          role="group"
          aria-label={translate('saluni.checkout.buyer.toggle')}
          spacing={1.5}
          sx={{ pt: 1 }}
        >
          {required && <Alert severity="info">{translate('saluni.checkout.buyer.why')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {field('name', 'saluni.checkout.buyer.name')}
            {field('taxId', `saluni.checkout.buyer.taxId.${country}`)}
          </Stack>
        </Stack>
      </Collapse>
    </Stack>
  );
};
