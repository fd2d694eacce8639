import { feedbackNumber, type FeedbackItem } from '@council/contract';
import type { Db } from '../db/database';

/** The columns an inbox item is made of, with the name of the admin who handled it. */
export function feedbackRows(db: Db) {
  return db
    .selectFrom('feedback')
    .leftJoin('account', 'account.id', 'feedback.handled_by')
    .select([
      'feedback.id',
      'feedback.name',
      'feedback.email',
      'feedback.phone',
      'feedback.project',
      'feedback.subject',
      'feedback.message',
      'feedback.page',
      'feedback.received_at',
      'feedback.handled_at',
      'account.name as handler_name',
      'account.email as handler_email',
    ]);
}

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackRows>['executeTakeFirstOrThrow']>>;

export function feedbackToWire(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    reference: feedbackNumber(row.id, row.received_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    project: row.project,
    subject: row.subject,
    message: row.message,
    sentFrom: row.page,
    receivedAt: row.received_at,
    handledAt: row.handled_at,
    // Staff accounts made before names were asked for have '' as their name: the email then.
    handledBy: row.handled_at === null ? null : row.handler_name || row.handler_email || null,
  };
}
