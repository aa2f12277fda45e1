import AddIcon from '@mui/icons-material/Add';
import { Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ProductOption } from '../../dataProvider/products';
import type { ChosenValue } from './variantCombinations';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One option's values as chips to tick, and a field to type a value it lacks (Enter or the plus
 * adds it, ticked). A typed value equal to a stored one ticks the stored one.
 */
export const OptionValuesPicker = ({
  option,
  chosen,
  onChange,
}: {
  option: ProductOption;
  chosen: ChosenValue[];
  onChange: (values: ChosenValue[]) => void;
}) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const typedOnly = chosen.filter((value) => !value.valueId);
  const isChosen = (value: ChosenValue) =>
    chosen.some((other) =>
      value.valueId
        ? other.valueId === value.valueId
        : !other.valueId && sameText(other.text, value.text),
    );
  const toggle = (value: ChosenValue) =>
    onChange(
      isChosen(value)
        ? chosen.filter((other) =>
            value.valueId
              ? other.valueId !== value.valueId
              : other.valueId || !sameText(other.text, value.text),
          )
        : [...chosen, value],
    );
  const addTyped = () => {
    const text = typed.trim();
    if (!text) return;
    const stored = option.option_values.find((value) => sameText(value.value, text));
    const value = stored ? { valueId: stored._id, text: stored.value } : { text };
    if (!isChosen(value)) onChange([...chosen, value]);
    setTyped('');
  };

  return (
    <Stack spacing={1} data-option-picker={option.option_name}>
      <Typography variant="subtitle2">{option.option_name}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[
          ...option.option_values.map((value) => ({ valueId: value._id, text: value.value })),
          ...typedOnly,
        ].map((value) => (
          <Chip
            key={value.valueId ?? `new:${value.text}`}
            label={value.text}
            clickable
            color={isChosen(value) ? 'primary' : 'default'}
            variant={isChosen(value) ? 'filled' : 'outlined'}
            aria-pressed={isChosen(value)}
            onClick={() => toggle(value)}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('saluni.inventory.variants.builder.newValue', {
            option: option.option_name,
          })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            addTyped();
          }}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ flex: 1, maxWidth: 280 }}
        />
        <IconButton
          aria-label={translate('saluni.inventory.variants.builder.addValue', {
            option: option.option_name,
          })}
          onClick={addTyped}
          disabled={!typed.trim()}
        >
          <AddIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
};
