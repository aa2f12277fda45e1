import type { AppointmentStatus } from '../../registry/appointments';
import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PricingOption } from '../../registry/resources/servicePricing';
import type { Database } from '../db/database';
import { appointments, clients, employees, serviceRooms, services } from '../db/schema';
import { addToWallClock, instantOf, wallClockOf } from '../tenancy/zonedTime';
import { idsInOrder } from './rows';

const MINUTE = 60_000;

/** Today's and tomorrow's book of a demo salon: [day offset, staff, client, service, room, start, minutes, status]. */
const DEMO_BOOK: [
  number,
  number,
  number,
  number,
  number | null,
  string,
  number,
  AppointmentStatus,
][] = [
  [0, 0, 0, 0, 0, '09:00', 60, 'completed'],
  [0, 0, 1, 0, 0, '11:00', 40, 'arrived'],
  [0, 0, 2, 0, 0, '15:00', 60, 'booked'],
  [0, 1, 3, 0, 0, '10:00', 40, 'confirmed'],
  [0, 1, 4, 0, null, '13:30', 40, 'booked'],
  [0, 2, 1, 2, 2, '10:30', 60, 'started'],
  [0, 2, 5, 2, 2, '16:00', 60, 'cancelled'],
  [1, 0, 4, 0, 0, '10:00', 60, 'booked'],
  [1, 2, 0, 2, 2, '12:00', 60, 'confirmed'],
];

/**
 * A demo salon's appointments for today and tomorrow on its own clock, so the dashboard and the
 * calendar have a day to show on the first start. Written as they are (no availability rule: a
 * first start on a Sunday still shows a working day), none overlapping for one person or room.
 */
export const seedAppointments = async (
  tx: Database,
  businessId: string,
  timezone: string,
  now = new Date(),
) => {
  const staffIds = await idsInOrder(tx, businessId, employees, employees.fullName);
  const clientIds = await idsInOrder(tx, businessId, clients, clients.fullName);
  // Services of an hour or less, so a booked length matches what the salon sells.
  const serviceIds = (
    await tx
      .select({ id: services.id, pricing: services.advancedPricing })
      .from(services)
      .where(eq(services.businessId, businessId))
      .orderBy(asc(services.name))
  )
    .filter((row) =>
      (row.pricing as PricingOption[]).some((option) => option.durationInMinutes <= 60),
    )
    .map((row) => row.id);
  const roomIds = await idsInOrder(tx, businessId, serviceRooms, serviceRooms.name);
  const today = wallClockOf(now, timezone).slice(0, 10);
  const rows = DEMO_BOOK.flatMap(
    ([dayOffset, staff, client, service, room, time, minutes, status]) => {
      const [employeeId, clientId, serviceId] = [
        staffIds[staff],
        clientIds[client % clientIds.length],
        serviceIds[service],
      ];
      if (!employeeId || !clientId || !serviceId) return [];
      const day = addToWallClock(`${today}T00:00:00`, dayOffset, 'day').slice(0, 10);
      const startDate = instantOf(`${day}T${time}:00`, timezone);
      return [
        {
          businessId,
          id: uuidv7(),
          clientId,
          employeeId,
          serviceIds: [serviceId],
          roomId: room === null ? null : (roomIds[room] ?? null),
          startDate,
          durationInMinutes: minutes,
          endDate: new Date(startDate.getTime() + minutes * MINUTE),
          status,
          cancelledBy: status === 'cancelled' ? ('client' as const) : null,
        },
      ];
    },
  );
  if (rows.length) await tx.insert(appointments).values(rows);
};
