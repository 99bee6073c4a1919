import nodemailer from 'nodemailer';
import type { Logger } from '@lectern/service-kit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP through nodemailer, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://...`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP (embedded mode) mail goes to the log: the developer reads the message, links
 * included, in the server output. Nothing leaves the machine.
 */
export function createLogOutboxMailer(logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.info(
        { outbox: { to: mail.to, subject: mail.subject } },
        `outbox: mail to ${mail.to}\n${mail.subject}\n\n${mail.text}`,
      );
    },
  };
}
