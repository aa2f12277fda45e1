import { FormControl, FormHelperText, FormLabel, Rating } from '@mui/material';
import { useInput, useRecordContext, useTranslate, type InputProps } from 'react-admin';

/** A 1 to 5 star rating input; the stars are radio buttons named '1 Star' ... '5 Stars'. */
export const RatingInput = ({
  source = 'rating',
  label,
}: Partial<Pick<InputProps, 'source'>> & { label?: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} sx={{ mb: 2 }}>
      <FormLabel id={`${id}-label`}>
        {translate(label ?? 'resources.feedback.fields.rating')}
      </FormLabel>
      <Rating
        name={field.name}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
        getLabelText={(stars) => translate('saluni.rating.stars', { smart_count: stars })}
        emptyLabelText={translate('saluni.rating.none')}
      />
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
    </FormControl>
  );
};

/** A record's rating as read-only stars, with the number for screen readers. */
export const RatingField = ({ source = 'rating' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const value = Number(record?.[source] ?? 0);
  return <Rating value={value} readOnly size="small" aria-label={`${value} / 5`} />;
};
