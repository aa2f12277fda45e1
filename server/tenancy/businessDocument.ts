import type { InferSelectModel } from 'drizzle-orm';
import type { BusinessDocument } from '../../registry/business';
import type { businesses } from '../db/schema';

export const toBusinessDocument = (
  business: InferSelectModel<typeof businesses>,
): BusinessDocument => ({
  _id: business.id,
  name: business.name,
  country: business.country,
  state: business.state,
  timezone: business.timezone,
  currency: business.currency,
  appointmentGapInMinutes: business.appointmentGapInMinutes,
  opensOnHolidays: business.opensOnHolidays,
  calendarEnabled: business.calendarEnabled,
  address: business.address,
  logo: business.logo,
  smsBundle: { availableAmount: business.smsBalance },
  createdAt: business.createdAt.toISOString(),
  updatedAt: business.updatedAt.toISOString(),
});
