import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Appointment } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { bookingMarksOf } from './bookingMarks';
import './texts';

/** Online, and the deposit's state, as chips above the appointment's fields; nothing for a plain desk booking. */
export const BookingMarks = ({ appointment }: { appointment: Appointment }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const marks = bookingMarksOf(appointment, (minor) => format.money(minor / 100));
  if (!marks.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {marks.map(({ key, args }) => (
        <Chip key={key} size="small" variant="outlined" label={translate(key, args)} />
      ))}
    </Stack>
  );
};
