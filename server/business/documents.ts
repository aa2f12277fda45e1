import type { InferSelectModel } from 'drizzle-orm';
import type { businesses } from '../db/schema';

export const toBusinessDocument = (business: InferSelectModel<typeof businesses>) => ({
  _id: business.id,
  name: business.name,
  country: business.country,
  timezone: business.timezone,
  currency: business.currency,
  appointmentGapInMinutes: business.appointmentGapInMinutes,
  createdAt: business.createdAt.toISOString(),
  updatedAt: business.updatedAt.toISOString(),
});
