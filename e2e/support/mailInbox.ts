// The mail the site sent during the run, as the mail catcher (maildev) received it over SMTP:
// tests open the links people get, never a token from the database.
import { expect } from '@playwright/test';
import { MAIL_INBOX } from './site';

export interface ArrivedMail {
  subject: string;
  text: string;
  to: string[];
}

interface MaildevMail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

/** Every mail to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<ArrivedMail[]> {
  const response = await fetch(`${MAIL_INBOX}/api/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  const mails = (await response.json()) as MaildevMail[];
  return mails
    .map((mail) => ({
      subject: mail.subject,
      text: mail.text ?? '',
      to: mail.to.map((to) => to.address.toLowerCase()),
    }))
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** How many mails `address` has received so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** Mail number `index` (from 0) to `address`, waiting up to 10 s for it to arrive. */
export async function mailTo(address: string, index = 0): Promise<ArrivedMail> {
  let found: ArrivedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address))[index]) !== undefined, {
      message: `mail number ${index + 1} to ${address}`,
      timeout: 10_000,
    })
    .toBe(true);
  return found as ArrivedMail;
}

function linksOf(mail: ArrivedMail): string[] {
  return mail.text.match(/https?:\/\/\S+/g) ?? [];
}

export function hasLinkTo(mail: ArrivedMail, route: string): boolean {
  return linksOf(mail).some((candidate) => new URL(candidate).pathname === route);
}

/** The link in a mail that leads to `route` on the site (with its ?token=). */
export function linkIn(mail: ArrivedMail, route: string): string {
  const link = linksOf(mail).find((candidate) => new URL(candidate).pathname === route);
  if (!link) throw new Error(`No link to ${route} in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}
