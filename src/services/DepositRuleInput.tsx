import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FieldError } from 'react-hook-form';
import {
  DEPOSIT_AUDIENCES,
  DEPOSIT_KINDS,
  type DepositKind,
  type DepositRule,
} from '../../registry/onlineBooking';
import { CurrencyAdornment } from '../format';
import './texts';

const T = 'saluni.services.deposit';
const NONE = 'none';

/** A rule while it is typed: the amount may still be empty, which the schema names. */
type TypedRule = Omit<DepositRule, 'amount'> & { amount: number | null };

type Message = string | { message: string; args?: Record<string, unknown> } | undefined;

/** The message of the rule or of its first wrong part: the form's schema reports them by part. */
const messageOf = (error: FieldError | undefined): Message => {
  const parts = error as (FieldError & Partial<Record<keyof DepositRule, FieldError>>) | undefined;
  return (parts?.message ??
    parts?.kind?.message ??
    parts?.amount?.message ??
    parts?.appliesTo?.message) as Message;
};

/**
 * A service's deposit for online bookings: none, a fixed amount in the business currency or a
 * percentage of the price, asked of everyone or only of new clients. Stored as `depositRule`
 * (null for none); the form's schema is the server's (registry/onlineBookingSchemas.ts).
 */
export const DepositRuleInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<TypedRule | null>({ source: 'depositRule' });
  const rule = (field.value ?? null) as TypedRule | null;
  // A message with arguments (`at least %{min}`) arrives as the schema wrote it, key and arguments.
  const message = messageOf(fieldState.error);
  const error =
    message &&
    (typeof message === 'string' ? translate(message) : translate(message.message, message.args));

  const setKind = (kind: DepositKind | typeof NONE) =>
    field.onChange(
      kind === NONE
        ? null
        : { kind, amount: rule?.amount ?? null, appliesTo: rule?.appliesTo ?? 'everyone' },
    );
  const setAmount = (typed: string) =>
    rule && field.onChange({ ...rule, amount: typed.trim() === '' ? null : Number(typed) });

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="subtitle2">{translate(`${T}.title`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="deposit-kind"
          select
          label={translate(`${T}.kind`)}
          value={rule?.kind ?? NONE}
          onChange={(event) => setKind(event.target.value as DepositKind | typeof NONE)}
          sx={{ minWidth: 180 }}
        >
          {[NONE, ...DEPOSIT_KINDS].map((kind) => (
            <MenuItem key={kind} value={kind}>
              {translate(`${T}.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {rule && (
          <>
            <TextField
              id="deposit-amount"
              type="number"
              label={translate(rule.kind === 'percent' ? `${T}.percent` : `${T}.amount`)}
              value={rule.amount ?? ''}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{
                htmlInput: { step: 'any', min: 0 },
                input: rule.kind === 'fixed' ? { startAdornment: <CurrencyAdornment /> } : {},
              }}
            />
            <TextField
              id="deposit-applies-to"
              select
              label={translate(`${T}.appliesTo`)}
              value={rule.appliesTo}
              onChange={(event) =>
                field.onChange({
                  ...rule,
                  appliesTo: event.target.value as DepositRule['appliesTo'],
                })
              }
              sx={{ minWidth: 200 }}
            >
              {DEPOSIT_AUDIENCES.map((audience) => (
                <MenuItem key={audience} value={audience}>
                  {translate(`${T}.audiences.${audience}`)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      {error && (
        <Typography color="error" variant="caption" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
};
