import { expect } from 'vitest';
import type { OpenDatabase } from '../../../server/db/database';
import { employee } from '../../../registry';
import { sessionCookieOf } from '../support/accounts';
import { body, send } from '../support/http';
import type { TestApp } from '../support/testApp';

export type EmployeeDoc = Record<string, unknown> & { _id: string };

export const createEmployee = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  values: Record<string, unknown>,
): Promise<EmployeeDoc> => {
  const response = await send(app, 'POST', employee.path, {
    cookie,
    payload: { businessId, ...values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return body<{ employee: EmployeeDoc }>(response).employee;
};

export const updateEmployee = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  id: string,
  values: Record<string, unknown>,
) => {
  const response = await send(app, 'PUT', `${employee.path}/${id}`, {
    cookie,
    payload: { businessId, ...values },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ employee: EmployeeDoc }>(response).employee;
};

export const deleteEmployee = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  id: string,
) => {
  const response = await send(app, 'DELETE', `${employee.path}/${id}?businessId=${businessId}`, {
    cookie,
    headers: { 'vendor-module': employee.module },
  });
  expect(response.statusCode, response.body).toBe(200);
};

export interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
  status: string;
  channel: string;
  attempts: number;
}

/** Outbox rows addressed to `email`, oldest first. */
export const outboxFor = async (database: OpenDatabase, email: string): Promise<OutboxRow[]> =>
  (
    await database.query(
      'select * from outbox_messages where lower(recipient) = lower($1) order by created_at, id',
      [email],
    )
  ).rows as unknown as OutboxRow[];

/** The token of the newest invitation e-mail to `email`, read from the outbox as a person would read the mail. */
export const invitationTokenFor = async (
  database: OpenDatabase,
  email: string,
): Promise<string> => {
  const invitations = (await outboxFor(database, email)).filter((row) =>
    row.body.includes('/#/invitation/'),
  );
  const token = /\/#\/invitation\/([A-Za-z0-9_-]+)/.exec(invitations.at(-1)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
};

/** Accepts an invitation and returns the signed-in session cookie. */
export const acceptInvitation = async (
  app: TestApp,
  token: string,
  password = 'staff password 1',
) => {
  const response = await send(app, 'POST', '/v1/auth/invitation/accept', {
    payload: { token, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response);
};

/** The role a user holds in a business, or undefined. */
export const roleOf = async (database: OpenDatabase, businessId: string, email: string) =>
  (
    await database.query(
      'select r.id, r.role from roles r join users u on u.id = r.user_id where r.business_id = $1 and lower(u.email) = lower($2)',
      [businessId, email],
    )
  ).rows[0] as { id: string; role: string } | undefined;

export const userByEmail = async (database: OpenDatabase, email: string) =>
  (await database.query('select * from users where lower(email) = lower($1)', [email])).rows[0] as
    { id: string; password_hash: string } | undefined;
