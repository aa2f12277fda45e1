import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useGetList, useNotify, useTranslate } from 'react-admin';
import { client, employee, service } from '../../registry';
import { refreshAppointments } from '../appointments';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import { useSaluniDataProvider } from '../dataProvider';
import { useRecordNames } from '../shared/useRecordNames';
import type { Appointment, AppointmentChange } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import {
  eventsOf,
  NO_ROOM,
  visibleRange,
  type CalendarColumn,
  type CalendarView,
  type ColumnsBy,
} from './calendarEvents';
import { wallClockDay } from './wallClock';
import '../shared/specScreensTexts';

type Named = { id: string; fullName?: string; name?: string };

/**
 * What the calendar shows around a date: the appointments of the visible range (the day's,
 * grouped by room, in the rooms view), each titled with its client and services, and the
 * columns of the day view (every staff member, or every room and 'No room').
 */
export const useCalendarData = (view: CalendarView, date: Date, columnsBy: ColumnsBy) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const byRoom = view === 'day' && columnsBy === 'rooms';
  const range = visibleRange(view, date, format.dates);
  const day = wallClockDay(date);
  const list = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'range', range],
    queryFn: () => dataProvider.appointments({ ...range, limit: 0 }),
    enabled: !byRoom,
    placeholderData: (previous) => previous,
  });
  const rooms = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'by-room', day],
    queryFn: () => dataProvider.appointmentsByRoom(day),
    enabled: byRoom,
  });
  const { data: staff } = useGetList<Named>(employee.name, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'fullName', order: 'ASC' },
  });
  const appointments: Appointment[] = byRoom
    ? (rooms.data ?? []).flatMap((group) => group.appointments)
    : (list.data?.docs ?? []);
  const clientIds = [...new Set(appointments.map((item) => item.clientId))];
  const serviceIds = [...new Set(appointments.flatMap((item) => item.serviceIds))];
  const clientNames = useRecordNames(client.name, clientIds);
  const serviceNames = useRecordNames(service.name, serviceIds);
  const titleOf = (item: Appointment) =>
    [
      clientNames.get(item.clientId),
      item.serviceIds
        .map((id) => serviceNames.get(id))
        .filter(Boolean)
        .join(', '),
    ]
      .filter(Boolean)
      .join(' · ');
  const columns: CalendarColumn[] = byRoom
    ? (rooms.data ?? []).map((group) => ({
        id: group.room?._id ?? NO_ROOM,
        title: group.room?.name ?? translate('saluni.calendar.noRoom'),
      }))
    : (staff ?? []).map((member) => ({ id: member.id, title: String(member.fullName ?? '') }));
  return {
    events: eventsOf(appointments, byRoom ? 'rooms' : 'staff', titleOf, format.dates),
    columns,
    isPending: byRoom ? rooms.isFetching : list.isFetching,
  };
};

interface Conflict {
  message: string;
  retry: () => Promise<void>;
}

/**
 * Moves or resizes an appointment through the availability rule. A refusal keeps the
 * appointment where it was and shows why; owners and admins may then book over it.
 */
export const useMoveAppointment = () => {
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const move = async (appointment: Appointment, change: AppointmentChange): Promise<void> => {
    try {
      await dataProvider.updateAppointment(appointment._id, change);
      notify('saluni.spec.toast.appointment.updated', { type: 'success' });
    } catch (error) {
      const code =
        error instanceof HttpError
          ? (error.body as { code?: string } | undefined)?.code
          : undefined;
      if (code === 'UNAVAILABLE')
        setConflict({
          message: (error as Error).message,
          retry: () => move(appointment, { ...change, allowOverlap: true }),
        });
      else notify(error instanceof Error ? error.message : '', { type: 'error' });
    } finally {
      await refreshAppointments(queryClient);
    }
  };
  return {
    move,
    conflict,
    bookAnyway: async () => {
      const retry = conflict?.retry;
      setConflict(null);
      await retry?.();
    },
    dismissConflict: () => setConflict(null),
  };
};
