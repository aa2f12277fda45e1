import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, TextField, Typography } from '@mui/material';
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
  VOUCHER_TEXTS,
} from './paymentRows';
import { InputRow } from '../shared/InputRow';
import { VoucherCodeField } from './VoucherCodeField';
import '../shared/specScreensTexts';

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
  /** What the other rows leave to pay: what a checked gift voucher proposes to pay, at most. */
  leftToPay: number;
}

/**
 * One payment: method, amount, and the method's own field (cash tendered with change due, card
 * reference, M-Pesa phone, gift voucher code).
 */
export const PaymentRowFields = ({
  row,
  errors,
  onChange,
  onRemove,
  methods,
  rules = {},
  leftToPay,
}: PaymentRowFieldsProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const texts = rules.texts ?? CHECKOUT_PAYMENT_TEXTS;
  // An amount above a voucher's balance names the balance; any other names the row's limit.
  const limitAmount =
    errors.amount === VOUCHER_TEXTS.overBalance && row.voucher?.valid
      ? row.voucher.balance
      : rules.maxAmount;
  const limit = limitAmount === undefined ? undefined : { amount: format.money(limitAmount) };
  const set = (field: keyof PaymentRow) => (event: { target: { value: string } }) =>
    onChange({ ...row, [field]: event.target.value });
  /** A field the rules judge: its label, its value and change, and its error under it. */
  const checked = (field: Exclude<keyof RowErrors, 'code'>) => ({
    label: translate(texts[field]),
    value: row[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ? translate(errors[field], limit) : undefined,
  });
  const change = changeDue(row);
  return (
    <InputRow
      role="group"
      aria-label={translate(`${texts.methodNames}.${row.method}`)}
      columns={{ xs: '1fr 1fr', sm: '1fr 1fr 2fr auto' }}
    >
      <PaymentMethodSelect
        label={texts.methodLabel}
        names={texts.methodNames}
        value={row.method}
        methods={methods}
        onChange={(method) => onChange({ ...row, method })}
      />
      <TextField {...checked('amount')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      {row.method === 'cash' && (
        <TextField
          {...checked('tendered')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={
            checked('tendered').helperText ??
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
          {...checked('phone')}
          placeholder={translate('saluni.spec.payment.phonePlaceholder')}
          type="tel"
          autoComplete="tel"
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      )}
      {row.method === 'voucher' && (
        <VoucherCodeField row={row} error={errors.code} leftToPay={leftToPay} onChange={onChange} />
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
    </InputRow>
  );
};
