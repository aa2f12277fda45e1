import { client } from '../../../registry';
import { createRecord } from './records';
import type { TestApp } from './testApp';

/** A client of `businessId`, for records that belong to one. */
export const createClient = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  fullName = 'Achieng Odhiambo',
) =>
  createRecord(app, cookie, client, businessId, {
    fullName,
    email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    gender: 'Female',
  });
