import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { mailOf, type Transport } from './worker';

/**
 * The e-mail simulator, used when no `SMTP_URL` is set: each message is built exactly as SMTP
 * would send it (nodemailer's stream transport) and written to the folder as a `.eml` file that
 * any mail program opens, so a fresh install can confirm its first sign-up without a mail server.
 * Names sort by time and say nothing of the recipient.
 */
export const mailFolderTransport = (folder: string, from: string): Transport => {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (message) => {
    const built = await builder.sendMail(mailOf(message, from));
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(folder, name), built.message, { mode: 0o600 });
  };
};
