import type { Action } from '../modules';

/** Staff permissions, the outbox and invitations, as the server sends them. */
/** One module's actions granted to an employee. */
export interface EmployeePermission {
  module: string;
  actions: Action[];
}

/** A message of the business's outbox, its private links replaced by the server. */
export interface OutboxMessage {
  _id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
}

/** Whom an invitation link is for, as the invitation page shows it. */
export interface Invitation {
  email: string;
  fullName: string;
  businessName: string;
  /** The address already signs in: its holder joins signed in instead of choosing a password. */
  hasAccount: boolean;
}
