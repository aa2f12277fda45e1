import { randomUUID } from 'node:crypto';

/**
 * What the outbox needs of an SMS provider: send one text to some numbers and say, per number,
 * whether it was taken, refused for good, or should be tried again later.
 */
export interface SmsRecipientResult {
  /** The number as we sent it (E.164). */
  number: string;
  outcome: 'sent' | 'rejected' | 'retry';
  /** The provider's id of the message to this number, named by its delivery reports. */
  messageId: string | null;
  /** The provider's status, in its own words (for the recipient's error). */
  status: string;
}

export interface SmsGateway {
  /**
   * Sends `message` to every number in `to`. Throws when the request as a whole failed (network,
   * 5xx, an unreadable reply): nothing is known to be sent, every number is tried again.
   */
  send: (request: { to: string[]; message: string }) => Promise<SmsRecipientResult[]>;
}

/** The built-in stand-in: takes every number and answers as Africa's Talking does when it accepts one. */
export const simulatorSmsGateway = (): SmsGateway => ({
  send: async ({ to }) =>
    to.map((number) => ({
      number,
      outcome: 'sent',
      messageId: `ATXid_sim-${randomUUID()}`,
      status: 'Success',
    })),
});
