import type { Appointment } from '../../registry/appointments';
import type { WebhookEventType } from '../../registry/webhooks';
import type { Database } from '../db/database';
import type { appointments } from '../db/schema';
import { emitWebhookEvent } from '../webhooks';

export type AppointmentRow = typeof appointments.$inferSelect;

/** An appointment as the API shows it (back-office.md 3): the room is the spec's `location`. */
export const toAppointmentDocument = (row: AppointmentRow): Appointment => ({
  _id: row.id,
  businessId: row.businessId,
  clientId: row.clientId,
  employeeId: row.employeeId,
  staffShares: row.staffShares ?? [],
  serviceIds: row.serviceIds,
  location: row.roomId,
  consultationFormId: row.consultationFormId,
  notes: row.notes,
  startDate: row.startDate.toISOString(),
  durationInMinutes: row.durationInMinutes,
  endDate: row.endDate.toISOString(),
  status: row.status,
  cancelledBy: row.cancelledBy,
  statusHistory: row.statusHistory,
  seriesId: row.seriesId,
  allowOverlap: row.allowOverlap,
  paid: row.paidOrderId !== null,
  orderId: row.paidOrderId,
  source: row.source,
  depositMinor: row.depositMinor,
  depositStatus: row.depositStatus,
  depositDueBy: row.depositDueBy?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Queues an appointment's webhook event with its document, in the change's transaction. */
export const emitAppointmentEvent = (
  tx: Database,
  type: Extract<WebhookEventType, `appointment.${string}`>,
  row: AppointmentRow,
) => emitWebhookEvent(tx, row.businessId, type, toAppointmentDocument(row));
