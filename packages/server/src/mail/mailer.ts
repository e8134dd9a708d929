import type { Transporter } from 'nodemailer';
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
  const { smtpUrl } = options;
  // nodemailer is loaded with the first message: most processes (and test files) never send one.
  let transport: Promise<Transporter> | null = null;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : // The stream transport renders the exact MIME message SMTP would have carried, without sending it.
          nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const close = () => {
    void transport?.then((opened) => opened.close());
  };
  if (smtpUrl) {
    return {
      send: async (message) => {
        await (await open()).sendMail({ from: options.from, ...message });
      },
      close,
    };
  }
  return {
    send: async (message) => {
      const date = new Date(options.clock());
      const info = await (await open()).sendMail({ from: options.from, date, ...message });
      writeToOutbox(options.outboxDir, { ...message, date: date.toISOString() }, info.message as Buffer);
    },
    close,
  };
}
