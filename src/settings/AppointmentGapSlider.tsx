import { Box, Slider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The business's appointment gap, 0 to 60 minutes by fives, labelled with its value: in the
 * settings form and in the dashboard's Appointment Gap dialog.
 */
export const AppointmentGapSlider = ({
  id,
  minutes,
  onChange,
  disabled,
}: {
  /** The label's id, which names the slider. */
  id: string;
  minutes: number;
  onChange: (minutes: number) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography id={id} variant="subtitle2">
          {translate('saluni.business.appointmentGap')}
        </Typography>
        <Typography variant="body2" aria-hidden>
          {minutes}
        </Typography>
      </Stack>
      <Slider
        aria-labelledby={id}
        value={minutes}
        onChange={(_event, value) => onChange(value as number)}
        min={0}
        max={60}
        step={5}
        marks
        valueLabelDisplay="auto"
        disabled={disabled}
      />
    </Box>
  );
};
