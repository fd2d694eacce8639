import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpMailer, type Mailer } from '../mail/mailer';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server in this process (issue 15: tests read links from mail that arrived, never
 * from the database), with a mailer of the API that sends to it.
 */
export interface Mailbox {
  mailer: Mailer;
  /** Every mail received, oldest first. */
  received: ReceivedMail[];
  /** The next mail to `to` that arrives (or has arrived) after `after` mails to it; fails after 5 s. */
  nextMailTo(to: string, after?: number): Promise<ReceivedMail>;
  /** How many mails `to` has received. */
  countTo(to: string): number;
  close(): Promise<void>;
}

export const TEST_MAIL_FROM = 'Test Nagar Parishad <no-reply@test.example>';

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase()));

  return {
    mailer: smtpMailer(`smtp://127.0.0.1:${port}`, TEST_MAIL_FROM),
    received,
    countTo: (to) => mailsTo(to).length,
    nextMailTo(to, after = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mailsTo(to)[after];
          if (!mail) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No mail number ${after + 1} to ${to} arrived within 5 s.`));
        }, 5000);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail that leads to `route` on the site, with its token. */
export function linkIn(mail: ReceivedMail, route: string): { url: URL; token: string } {
  const found = mail.text.match(/https?:\/\/\S+/g)?.map((text) => new URL(text)) ?? [];
  const url = found.find((candidate) => candidate.pathname === route);
  const token = url?.searchParams.get('token');
  if (!url || !token) throw new Error(`No link to ${route} in the mail '${mail.subject}'.`);
  return { url, token };
}
