import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { ClientError } from '../http/errors';

/** A mail in plain words: the site's mails carry no HTML, no images, no tracking. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False where no SMTP server is configured: routes that mail refuse before changing anything. */
  readonly ready: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** Sends over SMTP to the server of `url` (smtp://, smtps://), from `from`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    ready: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Where no SMTP server is configured (SMTP_URL unset). */
export const NO_MAILER: Mailer = {
  ready: false,
  send() {
    return Promise.reject(new Error('SMTP_URL is not set: no mail can be sent.'));
  },
};

/** Refuses a request that would mail, before it changes anything, when mail cannot go out. */
export function requireMail(mailer: Mailer): void {
  if (!mailer.ready) {
    throw new ClientError(
      503,
      'This site cannot send email yet. Please contact the council office.',
    );
  }
}

/**
 * Sends without making the request wait: an answer must not take longer for an email that has an
 * account (which gets a mail) than for one that has none. A failure is logged for the operator.
 */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, mail: OutgoingMail): void {
  mailer.send(mail).catch((error: unknown) => {
    log.error({ err: error, subject: mail.subject }, 'A mail could not be sent');
  });
}
