import type { QueryClient } from '@tanstack/react-query';
import { REPORTS_QUERY_KEY, APPOINTMENT_RESOURCE } from '../shared/appScreens';

/**
 * After a booking, a change or a deletion: every appointment list (the dashboard's day, the
 * calendar, a person's) and the figures counted from them (the dashboard's overview, the
 * reports) are asked for again, so no screen shows the day before the change until a reload.
 * The lists are awaited, as before; the figures follow in the background, so a slow or failing
 * report never holds up the booking's toast.
 */
export const refreshAppointments = async (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: [APPOINTMENT_RESOURCE] });
};
