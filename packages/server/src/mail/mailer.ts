import nodemailer from 'nodemailer';
import type { Clock } from '../auth/clock';
import { writeToOutbox } from './outbox';

/** A message as the application composes it: always both a text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real SMTP when `smtpUrl` is set; otherwise every message becomes an `.eml` file in the outbox (CONTRACT "E-mail"). */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  clock: Clock;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  // The stream transport renders the exact MIME message SMTP would have carried, without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const date = new Date(options.clock());
      const info = await transport.sendMail({ from: options.from, date, ...message });
      writeToOutbox(options.outboxDir, { ...message, date: date.toISOString() }, info.message);
    },
    close: () => transport.close(),
  };
}
