import { Autocomplete, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { CATALOGUE, useEveryRecord } from './catalogueQueries';
import { frequenciesOf, type MembershipChoice, type MembershipRecord } from './checkoutSelection';
import { InputRow } from '../shared/InputRow';

const DEFAULT_DURATION = '1';

/**
 * The membership row (back-office.md 2, 5): programme, frequency (type and price), Duration
 * (numeric, 1 by default) and Add, disabled while any of them is empty. Add lists the membership
 * below and resets the row to no programme, no frequency, duration 1.
 */
export const MembershipRow = ({
  chosen,
  onChange,
}: {
  chosen: MembershipChoice[];
  onChange: (chosen: MembershipChoice[]) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { data: memberships } = useEveryRecord<MembershipRecord>(CATALOGUE.membership);
  const [program, setProgram] = useState<MembershipRecord | null>(null);
  const [frequencyType, setFrequencyType] = useState('');
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  if (!memberships) return null;
  if (memberships.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('saluni.spec.checkout.empty.memberships')}
      </Typography>
    );
  const frequencies = frequenciesOf(program);
  const frequency = frequencies.find((item) => item.type === frequencyType);
  const durations = Number(duration);
  const canAdd = Boolean(
    program && frequency && duration !== '' && Number.isInteger(durations) && durations >= 1,
  );
  const add = () => {
    onChange([...chosen, { membership: program!, frequency: frequency!, duration: durations }]);
    setProgram(null);
    setFrequencyType('');
    setDuration(DEFAULT_DURATION);
  };
  return (
    <Stack spacing={1}>
      <InputRow columns={{ xs: '1fr', sm: '2fr 2fr 1fr auto' }}>
        <Autocomplete
          options={memberships}
          value={program}
          onChange={(_, value) => {
            // Another programme has other frequencies: the chosen one no longer applies.
            setProgram(value);
            setFrequencyType('');
          }}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={translate('saluni.spec.checkout.empty.memberships')}
          renderInput={(params) => (
            <TextField {...params} label={translate('saluni.checkout.membership')} />
          )}
        />
        <TextField
          select
          label={translate('saluni.checkout.frequency')}
          value={frequencyType}
          onChange={(event) => setFrequencyType(event.target.value)}
          disabled={!program}
        >
          {frequencies.map((item) => (
            <MenuItem key={item.type} value={item.type}>
              {translate('saluni.checkout.frequencyOption', {
                type: item.type,
                price: format.money(item.price),
              })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={translate('saluni.spec.checkout.duration')}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        />
        <Button variant="outlined" onClick={add} disabled={!canAdd} sx={{ minHeight: 56 }}>
          {translate('saluni.spec.checkout.add')}
        </Button>
      </InputRow>
      {chosen.length === 0 ? (
        <Typography color="text.secondary">
          {translate('saluni.spec.checkout.empty.purchaseMemberships')}
        </Typography>
      ) : (
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1 }}
          aria-label={translate('saluni.checkout.addedMemberships')}
          role="list"
        >
          {chosen.map((item, index) => (
            <Chip
              key={`${item.membership.id}-${item.frequency.type}-${index}`}
              role="listitem"
              label={translate('saluni.checkout.addedMembership', {
                name: item.membership.name,
                type: item.frequency.type,
                duration: item.duration,
                price: format.money((Math.round(item.frequency.price * 100) * item.duration) / 100),
              })}
              onDelete={() => onChange(chosen.filter((_, position) => position !== index))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
