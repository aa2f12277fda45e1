import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Appointment } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { maySendBookingLink } from './bookingMarks';
import { refreshAppointments } from './refreshAppointments';
import './texts';

const T = 'saluni.appointments.online';

/**
 * "Send booking link" on an appointment booked at the desk (docs/areas/online-booking.md): after
 * a confirmation the client gets an SMS to confirm and pay the deposit; the toast says where it
 * went and until when the deposit is due, in the business's time zone.
 */
export const SendBookingLink = ({ appointment }: { appointment: Appointment }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  if (!maySendBookingLink(appointment)) return null;

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      const sent = await dataProvider.sendBookingLink(appointment._id);
      notify(`${T}.linkSent`, {
        type: 'success',
        messageArgs: {
          phone: sent.sentTo,
          amount: format.money(sent.depositMinor / 100),
          dueBy: format.dateTime(sent.dueBy),
        },
      });
      await refreshAppointments(queryClient);
    } catch (error) {
      notify(error instanceof Error ? error.message : '', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button onClick={() => setConfirming(true)} disabled={sending}>
        {translate(`${T}.sendLink`)}
      </Button>
      <Confirm
        isOpen={confirming}
        title={`${T}.sendLinkTitle`}
        content={`${T}.sendLinkContent`}
        confirm={`${T}.sendLink`}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
