import { FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { DURATION_TYPES, type MembershipDuration } from '../../registry/offerings/membershipTerms';
import { codeMenuItems } from '../shared/codeMenuItems';
import { errorText } from './membershipText';
import './texts';

type DraftDuration = Partial<Record<keyof MembershipDuration, unknown>>;

/**
 * How long one purchase lasts: a number and a unit, or neither (open-ended). A half-filled
 * duration is kept so validation can say what is missing.
 */
export const DurationInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'duration' });
  const current = (field.value ?? {}) as DraftDuration;
  const update = (patch: DraftDuration) => {
    const next = { ...current, ...patch };
    const empty = (next.value === undefined || next.value === '') && !next.duration_type;
    field.onChange(empty ? null : next);
  };
  const error = errorText(translate, fieldState.error);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        <TextField
          id="duration-value"
          size="small"
          type="number"
          label={translate('saluni.offerings.durationValue')}
          value={current.value ?? ''}
          onChange={(event) =>
            update({
              value: /^\d+$/.test(event.target.value)
                ? Number(event.target.value)
                : event.target.value,
            })
          }
          onBlur={field.onBlur}
          error={!!error}
          slotProps={{ htmlInput: { step: 1 } }}
        />
        <TextField
          id="duration-type"
          select
          size="small"
          label={translate('saluni.offerings.durationType')}
          value={current.duration_type ?? ''}
          onChange={(event) => update({ duration_type: event.target.value || undefined })}
          error={!!error}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('saluni.offerings.noDuration')}</MenuItem>
          {codeMenuItems(DURATION_TYPES, 'saluni.offerings.durationTypes', translate)}
        </TextField>
      </Stack>
      <FormHelperText error={!!error} sx={{ mb: 2 }}>
        {error ?? ' '}
      </FormHelperText>
    </>
  );
};
