import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HttpError, useGetList, useNotify, useTranslate } from 'react-admin';
import { client, employee, service } from '../../registry';
import { refreshAppointments } from '../appointments';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import { useSaluniDataProvider } from '../dataProvider';
import { fetchRecordNames } from '../shared/useRecordNames';
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

/** Appointments with the names of their clients and services, by id. */
interface TitledAppointments {
  appointments: Appointment[];
  clientNames: Map<string, string>;
  serviceNames: Map<string, string>;
}

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
  // The names come in the same query, so a week of bookings is drawn once, with its titles,
  // rather than once without them and again as each list of names comes.
  const titled = async (appointments: Appointment[]): Promise<TitledAppointments> => {
    const [clientNames, serviceNames] = await Promise.all([
      fetchRecordNames(dataProvider, client.name, [
        ...new Set(appointments.map((item) => item.clientId)),
      ]),
      fetchRecordNames(dataProvider, service.name, [
        ...new Set(appointments.flatMap((item) => item.serviceIds)),
      ]),
    ]);
    return { appointments, clientNames, serviceNames };
  };
  const list = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'range', range],
    queryFn: async () => titled((await dataProvider.appointments({ ...range, limit: 0 })).docs),
    enabled: !byRoom,
    placeholderData: (previous) => previous,
  });
  const rooms = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'by-room', day],
    queryFn: async () => {
      const groups = await dataProvider.appointmentsByRoom(day);
      return { groups, ...(await titled(groups.flatMap((group) => group.appointments))) };
    },
    enabled: byRoom,
  });
  const { data: staff } = useGetList<Named>(employee.name, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'fullName', order: 'ASC' },
  });
  const shown = byRoom ? rooms.data : list.data;
  // Built again when the data changes, not at each render of the page: 500 bookings, each
  // moved to the wall clock.
  const events = useMemo(() => {
    const titleOf = (item: Appointment) =>
      [
        shown?.clientNames.get(item.clientId),
        item.serviceIds
          .map((id) => shown?.serviceNames.get(id))
          .filter(Boolean)
          .join(', '),
      ]
        .filter(Boolean)
        .join(' · ');
    return eventsOf(shown?.appointments ?? [], byRoom ? 'rooms' : 'staff', titleOf, format.dates);
  }, [shown, byRoom, format.dates]);
  const columns: CalendarColumn[] = byRoom
    ? (rooms.data?.groups ?? []).map((group) => ({
        id: group.room?._id ?? NO_ROOM,
        title: group.room?.name ?? translate('saluni.calendar.noRoom'),
      }))
    : (staff ?? []).map((member) => ({ id: member.id, title: String(member.fullName ?? '') }));
  return {
    events,
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
