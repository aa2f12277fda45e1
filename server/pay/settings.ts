import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { PAY_FREQUENCIES, type PaySettings } from '../../registry/pay';
import { isCalendarDate, isDayInRange, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { paySettings } from '../db/schema';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';

/** `PUT /v1/pay/settings { businessId, frequency, anchorDate }`. */
export const paySettingsSchema = yup.object({
  businessId: textSchema(),
  frequency: yup
    .string()
    .strict()
    .typeError('saluni.pay.validation.frequency')
    .oneOf(PAY_FREQUENCIES, 'saluni.pay.validation.frequency')
    .required('saluni.pay.validation.frequency'),
  anchorDate: yup
    .string()
    .strict()
    .typeError('saluni.pay.validation.anchorDate')
    .required('saluni.pay.validation.anchorDate')
    .test(
      'day',
      'saluni.pay.validation.anchorDate',
      (day) => isCalendarDate(day) && isDayInRange(day),
    ),
});

/** The business's pay settings; none stored: monthly from the 1st (of this month, in its zone). */
export const readPaySettings = async (db: Database, businessId: string): Promise<PaySettings> => {
  const [stored] = await db
    .select({ frequency: paySettings.frequency, anchorDate: paySettings.anchorDate })
    .from(paySettings)
    .where(eq(paySettings.businessId, businessId));
  if (stored) return stored;
  const today = localDate(new Date(), await businessTimeZone(db, businessId));
  return { frequency: 'monthly', anchorDate: `${today.slice(0, 8)}01` };
};

export const savePaySettings = async (
  db: Database,
  businessId: string,
  settings: PaySettings,
): Promise<PaySettings> => {
  await db
    .insert(paySettings)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({
      target: paySettings.businessId,
      set: { ...settings, updatedAt: sql`now()` },
    });
  return settings;
};
