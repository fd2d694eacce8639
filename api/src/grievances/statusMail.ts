import { complaintNumber, REOPEN_WINDOW_DAYS } from '@council/contract/complaint-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language';
import { hindiStatusMail } from '../mail/complaintStatusHindi';
import { letter, pageLink, type MailSite } from '../mail/letter';
import { sendInBackground, type OutgoingMail } from '../mail/mailer';
import { loadComplaintRow, staffName, type ComplaintViewRow } from './complaintRows';

/** The moves that change a complaint's status, each told to the citizen who filed it. */
export type StatusChange = 'assign' | 'reject' | 'resolve' | 'reopen' | 'accept' | 'close';

/** Where the citizen follows their complaint on the site (in Hindi for a Hindi mail). */
export function complaintLink(site: MailSite, id: number, language: Language = 'en'): string {
  return pageLink(site, '/inquiry', { complaint: String(id) }, language);
}

const WHAT_HAPPENED: Record<StatusChange, (row: ComplaintViewRow) => string[]> = {
  assign: (row) => [
    `It was accepted and assigned to ${staffName(row.officer_name)}` +
      `${row.officer_designation ? `, ${row.officer_designation}` : ''}. ` +
      `It is due by ${row.due_date ?? 'a date still to be set'}.`,
  ],
  reject: (row) => [
    `The reason given: ${row.rejection_reason ?? ''}`,
    `If you disagree, you can reopen it within ${REOPEN_WINDOW_DAYS} days.`,
  ],
  resolve: (row) => [
    `What was done: ${row.action_taken ?? ''}`,
    `If the problem is not solved, you can reopen it within ${REOPEN_WINDOW_DAYS} days. If it ` +
      'is, you can accept the resolution and rate it.',
  ],
  reopen: (row) => [`You reopened it. It is now due by ${row.due_date ?? ''}.`],
  accept: (row) => [
    `You accepted the resolution and rated it ${row.rating ?? ''} out of 5. Thank you.`,
  ],
  close: () => [
    `It was closed because it was not reopened within ${REOPEN_WINDOW_DAYS} days of its resolution.`,
  ],
};

/** The plain-text mail telling a citizen their complaint's new status, in their language. */
export function statusChangeMail(
  site: MailSite,
  row: ComplaintViewRow,
  change: StatusChange,
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail {
  const number = complaintNumber(site.complaintPrefix, row.id, row.entry_date);
  const link = complaintLink(site, row.id, language);
  const to = { email: row.citizen_email, name: row.citizen_name, language };
  if (language === 'hi') {
    const { subject, paragraphs } = hindiStatusMail(row, change, number, link);
    return { to: row.citizen_email, subject, text: letter(site, to, paragraphs) };
  }
  const status = row.status ?? '';
  return {
    to: row.citizen_email,
    subject: `Your complaint ${number} is now ${status}`,
    text: letter(site, to, [
      `Your complaint ${number} (${row.category}, ward ${row.ward}) is now ${status}.`,
      ...WHAT_HAPPENED[change](row),
      `You can follow it here: ${link}`,
    ]),
  };
}

/**
 * The language a complaint's mails go in: its citizen's account's (the language they last signed
 * in with), or, for a complaint without an account, the language it was filed in.
 */
export async function citizenLanguage(db: Db, id: number): Promise<Language> {
  const row = await db
    .selectFrom('complaint as c')
    .leftJoin('account as a', 'a.id', 'c.account_id')
    .select(['a.language as accountLanguage', 'c.language as filedIn'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  return row?.accountLanguage ?? row?.filedIn ?? DEFAULT_LANGUAGE;
}

/**
 * Mails the citizen a complaint's new status when mail is configured; without a mailer it does
 * nothing. Never waited for and never failing: the move is done whatever becomes of the mail.
 */
export function tellCitizen(
  context: Pick<AppContext, 'db' | 'mailer' | 'site'>,
  log: FastifyBaseLogger,
  id: number,
  change: StatusChange,
): void {
  if (!context.mailer.ready) return;
  Promise.all([loadComplaintRow(context.db, id), citizenLanguage(context.db, id)])
    .then(([row, language]) => {
      if (!row) return;
      sendInBackground(context.mailer, log, statusChangeMail(context.site, row, change, language));
    })
    .catch((error: unknown) => log.error({ err: error }, 'A status mail could not be prepared'));
}
