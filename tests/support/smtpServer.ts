import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers and (quoted-printable) body. */
  raw: string;
}

/** The body's text with quoted-printable soft line breaks joined, so a long link reads whole. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

/**
 * A local SMTP server that keeps what it receives (or refuses every message): the outbox's
 * e-mails travel the real protocol in tests, as they do to a real relay.
 */
export const startSmtpServer = async ({ refuse = false } = {}) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse)
          return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for a message to `address` holding a link `…/#/<route>/<token>` and returns the token. */
  const linkToken = async (
    address: string,
    route: string,
    timeoutMilliseconds = 15_000,
  ): Promise<string> => {
    const pattern = new RegExp(`/#/${route}/([A-Za-z0-9_-]+)`);
    for (const deadline = Date.now() + timeoutMilliseconds; Date.now() < deadline;) {
      for (const mail of received.filter((item) => item.to.includes(address))) {
        const token = pattern.exec(unfolded(mail.raw))?.[1];
        if (token) return token;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no e-mail to ${address} with a /#/${route}/ link`);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    linkToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
