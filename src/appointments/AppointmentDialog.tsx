import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Confirm, Form, HttpError, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import type { Appointment } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { WideDialog } from '../shared/WideDialog';
import { AppointmentHistory } from './AppointmentHistory';
import { AppointmentMessages } from './AppointmentMessages';
import { BookingInputs } from './BookingInputs';
import { BookingMarks } from './BookingMarks';
import { SendBookingLink } from './SendBookingLink';
import {
  choicesFor,
  HolidayChoices,
  holidayDatesOf,
  withRefusedDates,
  type SeriesHolidays,
} from './HolidayChoices';
import {
  bookingOf,
  bookingSchema,
  bookingValuesOf,
  newBookingValues,
  type BookingFormValues,
} from './bookingForm';
import { refreshAppointments } from './refreshAppointments';
import './texts';
import '../shared/specScreensTexts';

export interface AppointmentDialogProps {
  onClose: () => void;
  /** The appointment to view and change; without it the dialog books a new one. */
  appointment?: Appointment;
  /** Starting values of a new booking (a calendar slot's date, time and staff member). */
  prefill?: Partial<BookingFormValues>;
  /** Takes a new (single) booking instead of the Checkout offer: the dialog closes and hands it over. */
  onBooked?: (appointment: Appointment) => void;
  /**
   * Shown in place of the form once a single booking is made, for roles that may check out: the
   * Checkout offer, given by the screens that book (the checkout area comes after this one).
   */
  afterBooking?: ComponentType<{ appointment: Appointment; onClose: () => void }>;
}

/** A refusal the user may book over: the server's reason, and the values to send again. */
interface Conflict {
  message: string;
  values: BookingFormValues;
}

const isUnavailable = (error: unknown): error is HttpError =>
  error instanceof HttpError &&
  error.status === 409 &&
  (error.body as { code?: string } | undefined)?.code === 'UNAVAILABLE';

/** The public holidays a refused series names (`details.dates`), none for any other refusal. */
const holidaysOf = (error: HttpError) =>
  (error.body as { details?: { dates?: { date: string; holiday: string }[] } }).details?.dates ??
  [];

/** Keeps the dialog told whether the form holds anything entered, so closing it can ask first. */
const DirtyWatch = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};

/**
 * Book New Appointment (back-office.md 2), 750 wide, full screen on phones; the same dialog
 * shows an appointment to change its details or status, or to delete it. A slot the rule
 * refuses shows why, and owners and admins may book over it (design.md 4).
 */
export const AppointmentDialog = ({
  onClose,
  appointment,
  prefill,
  onBooked,
  afterBooking: AfterBooking,
}: AppointmentDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const format = useBusinessFormat();
  const { current } = useRoles();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [holidays, setHolidays] = useState<SeriesHolidays | null>(null);
  const [dirty, setDirty] = useState(false);
  // Escape, the backdrop, the close button and Cancel all come here: a half-filled booking is not lost unasked.
  const requestClose = () => (dirty ? setConfirmingDiscard(true) : onClose());
  // After booking the form can continue to /checkout (back-office.md 2): the offer replaces the form.
  const [booked, setBooked] = useState<Appointment | null>(null);
  const mayCheckout = useModuleAccess('sales.Checkout', 'create').allowed;
  const mayOverride = current?.role === 'owner' || current?.role === 'admin';
  const defaultValues = useMemo(
    () =>
      appointment
        ? bookingValuesOf(appointment, format.dates)
        : newBookingValues(format.dates, prefill),
    [appointment, format.dates, prefill],
  );

  const finish = async (toast: string) => {
    await refreshAppointments(queryClient);
    notify(toast, { type: 'success' });
    onClose();
  };

  const save = async (values: BookingFormValues, allowOverlap = false) => {
    const wasShared = (appointment?.staffShares.length ?? 0) > 0;
    const booking = {
      ...bookingOf(values, format.dates, wasShared),
      ...(allowOverlap && { allowOverlap }),
    };
    try {
      if (appointment) {
        await dataProvider.updateAppointment(appointment._id, {
          ...booking,
          status: values.status,
          ...(values.status === 'cancelled' && { cancelledBy: values.cancelledBy }),
        });
        await finish('saluni.spec.toast.appointment.updated');
      } else if (values.recurring && values.recurringPeriod) {
        await dataProvider.createRecurringAppointments(
          booking,
          values.recurringPeriod,
          Number(values.repeatCount),
          holidayDatesOf(choicesFor(holidays, values)),
        );
        await finish('saluni.spec.toast.recurringCreated');
      } else {
        const created = await dataProvider.createAppointment(booking);
        await refreshAppointments(queryClient);
        notify('saluni.spec.toast.appointment.created', { type: 'success' });
        if (onBooked || !mayCheckout || !AfterBooking) {
          onClose();
          onBooked?.(created);
        } else setBooked(created);
      }
    } catch (error) {
      if (isUnavailable(error) && holidaysOf(error).length > 0) {
        setConflict(null);
        setHolidays(withRefusedDates(holidays, values, holidaysOf(error)));
      } else if (isUnavailable(error)) setConflict({ message: error.message, values });
      else notify(error instanceof Error ? error.message : '', { type: 'error' });
    }
  };

  const remove = async () => {
    setConfirmingDelete(false);
    try {
      await dataProvider.deleteAppointment(appointment!._id);
      await finish('saluni.spec.toast.appointment.deleted');
    } catch (error) {
      notify(error instanceof Error ? error.message : '', { type: 'error' });
    }
  };

  if (booked && AfterBooking) return <AfterBooking appointment={booked} onClose={onClose} />;
  const title = appointment
    ? 'saluni.appointments.form.editTitle'
    : 'saluni.spec.appointment.title';
  return (
    <WideDialog titleId="appointment-dialog-title" title={title} onClose={requestClose}>
      <Form
        defaultValues={defaultValues}
        resolver={yupResolver(bookingSchema) as never}
        onSubmit={(values: FieldValues) => save(values as BookingFormValues)}
        noValidate
      >
        <DirtyWatch onChange={setDirty} />
        <DialogContent dividers>
          {appointment && <BookingMarks appointment={appointment} />}
          <BookingInputs editedStaffId={appointment?.employeeId} editedId={appointment?._id} />
          {holidays && (
            <HolidayChoices
              choices={holidays.choices}
              mayOverride={mayOverride}
              onChange={(choices) => setHolidays({ ...holidays, choices })}
            />
          )}
          {conflict && (
            <Alert
              severity="warning"
              role="alert"
              action={
                mayOverride && (
                  <Button color="inherit" size="small" onClick={() => save(conflict.values, true)}>
                    {translate('saluni.appointments.form.bookAnyway')}
                  </Button>
                )
              }
            >
              {conflict.message}
            </Alert>
          )}
          {appointment && (
            <AppointmentMessages clientId={appointment.clientId} appointmentId={appointment._id} />
          )}
          {appointment && <AppointmentHistory appointmentId={appointment._id} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {appointment && (
            <Button color="error" onClick={() => setConfirmingDelete(true)} sx={{ mr: 'auto' }}>
              {translate('ra.action.delete')}
            </Button>
          )}
          {appointment && <SendBookingLink appointment={appointment} />}
          <Button onClick={requestClose}>{translate('saluni.common.cancel')}</Button>
          <SaveButton
            alwaysEnable
            label={appointment ? 'saluni.common.save' : 'saluni.appointments.form.book'}
          />
        </DialogActions>
      </Form>
      <Confirm
        isOpen={confirmingDelete}
        title="saluni.appointments.form.deleteTitle"
        content="saluni.list.confirmDeleteContent"
        onConfirm={remove}
        onClose={() => setConfirmingDelete(false)}
      />
      <Confirm
        isOpen={confirmingDiscard}
        title="saluni.appointments.form.discardTitle"
        content="saluni.appointments.form.discardContent"
        confirm="saluni.appointments.form.discard"
        cancel="saluni.appointments.form.keepEditing"
        onConfirm={onClose}
        onClose={() => setConfirmingDiscard(false)}
      />
    </WideDialog>
  );
};
