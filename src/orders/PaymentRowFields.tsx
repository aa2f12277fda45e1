import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentMethod } from '../dataProvider/orders';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { PaymentMethodSelect } from './PaymentMethodSelect';
import {
  CHECKOUT_PAYMENT_TEXTS,
  changeDue,
  type PaymentRow,
  type RowErrors,
  type RowRules,
} from './paymentRows';

interface PaymentRowFieldsProps {
  row: PaymentRow;
  errors: RowErrors;
  onChange: (row: PaymentRow) => void;
  /** Absent for the only row. */
  onRemove?: () => void;
  /** The methods this row may take (M-Pesa: KES businesses, one row at a time). */
  methods: PaymentMethod[];
  /** The rules `errors` came from: the texts and the amount the row may take. */
  rules?: RowRules;
}

/** One payment: method, amount, and the method's own field (cash tendered with change due, card reference, M-Pesa phone). */
export const PaymentRowFields = ({
  row,
  errors,
  onChange,
  onRemove,
  methods,
  rules = {},
}: PaymentRowFieldsProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const texts = rules.texts ?? CHECKOUT_PAYMENT_TEXTS;
  const limit =
    rules.maxAmount === undefined ? undefined : { amount: format.money(rules.maxAmount) };
  const set = (field: keyof PaymentRow) => (event: { target: { value: string } }) =>
    onChange({ ...row, [field]: event.target.value });
  const error = (field: keyof RowErrors) => ({
    error: Boolean(errors[field]),
    helperText: errors[field] ? translate(errors[field], limit) : undefined,
  });
  const change = changeDue(row);
  return (
    <Box
      role="group"
      aria-label={translate(`${texts.methodNames}.${row.method}`)}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 2fr auto' },
      }}
    >
      <PaymentMethodSelect
        label={texts.methodLabel}
        names={texts.methodNames}
        value={row.method}
        methods={methods}
        onChange={(method) => onChange({ ...row, method })}
      />
      <TextField
        label={translate(texts.amount)}
        value={row.amount}
        onChange={set('amount')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...error('amount')}
      />
      {row.method === 'cash' && (
        <TextField
          label={translate(texts.tendered)}
          value={row.tendered}
          onChange={set('tendered')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...error('tendered')}
          helperText={
            error('tendered').helperText ??
            (change !== null
              ? translate(texts.changeDue, { amount: format.money(change) })
              : undefined)
          }
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      )}
      {row.method === 'card' && (
        <TextField
          label={translate(texts.reference)}
          value={row.reference}
          onChange={set('reference')}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      )}
      {row.method === 'm-pesa' && (
        <TextField
          label={translate(texts.phone)}
          placeholder={translate('saluni.spec.payment.phonePlaceholder')}
          type="tel"
          autoComplete="tel"
          value={row.phone}
          onChange={set('phone')}
          {...error('phone')}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      )}
      {onRemove ? (
        <IconButton
          aria-label={translate('saluni.checkout.payment.remove')}
          onClick={onRemove}
          sx={{ justifySelf: 'start', mt: 1 }}
        >
          <DeleteIcon />
        </IconButton>
      ) : (
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
    </Box>
  );
};
