import { complaintNumber, REOPEN_WINDOW_DAYS } from '@council/contract/complaint-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../appContext';
import { sendInBackground, type OutgoingMail } from '../mail/mailer';
import { letter } from '../mail/selfServiceMails';
import { loadComplaintRow, staffName, type ComplaintViewRow } from './complaintRows';

/** The moves that change a complaint's status, each told to the citizen who filed it. */
export type StatusChange = 'assign' | 'reject' | 'resolve' | 'reopen' | 'accept' | 'close';

/** Where the citizen follows their complaint on the site. */
export function complaintLink(site: AppContext['site'], id: number): string {
  return `${site.url}/inquiry?complaint=${id}`;
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

/** The plain-text mail telling a citizen their complaint's new status. */
export function statusChangeMail(
  site: AppContext['site'],
  row: ComplaintViewRow,
  change: StatusChange,
): OutgoingMail {
  const number = complaintNumber(site.complaintPrefix, row.id, row.entry_date);
  const status = row.status ?? '';
  return {
    to: row.citizen_email,
    subject: `Your complaint ${number} is now ${status}`,
    text: letter(site, { email: row.citizen_email, name: row.citizen_name }, [
      `Your complaint ${number} (${row.category}, ward ${row.ward}) is now ${status}.`,
      ...WHAT_HAPPENED[change](row),
      `You can follow it here: ${complaintLink(site, row.id)}`,
    ]),
  };
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
  loadComplaintRow(context.db, id)
    .then((row) => {
      if (row) sendInBackground(context.mailer, log, statusChangeMail(context.site, row, change));
    })
    .catch((error: unknown) => log.error({ err: error }, 'A status mail could not be prepared'));
}
