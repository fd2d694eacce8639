import {
  FEEDBACK_LIMITS,
  isFeedbackEmail,
  isFeedbackPhone,
  type FeedbackBody,
  type FeedbackOrigin,
} from '@council/contract';
import { ClientError } from '../http/errors';
import { refusedText } from '../http/textRules';

/** A message as it is stored: every field without the spaces around it. */
export interface CheckedFeedback {
  name: string;
  email: string;
  phone: string;
  project: string;
  subject: string;
  message: string;
  page: FeedbackOrigin;
}

/** The field names the sentences use, as the form's labels say them. */
const LABELS = {
  name: 'The name',
  email: 'The email address',
  phone: 'The phone number',
  project: 'The project',
  subject: 'The subject',
  message: 'The message',
} as const;

/**
 * The message a reader sent, checked field by field in the form's order: the first field that
 * needs fixing answers a 400 naming it (the form checks the same first, so a person rarely sees
 * these). The schema has bounded each field's length already; these are the rules it cannot say.
 */
export function checkedFeedback(body: FeedbackBody): CheckedFeedback {
  const name = required('name', body.name);
  checkText('name', name);
  const email = required('email', body.email).toLowerCase();
  if (!isFeedbackEmail(email)) {
    throw new ClientError(400, 'Please enter a valid email address, such as name@example.com.');
  }
  const phone = (body.phone ?? '').trim();
  if (phone !== '' && !isFeedbackPhone(phone)) {
    throw new ClientError(
      400,
      'Please enter a phone number of 6 to 15 digits (with +, spaces or dashes if you like), or leave it empty.',
    );
  }
  const project = (body.project ?? '').trim();
  checkText('project', project);
  const subject = required('subject', body.subject);
  checkText('subject', subject);
  const message = required('message', body.message);
  checkText('message', message);
  return { name, email, phone, project, subject, message, page: body.sentFrom ?? 'feedback' };
}

/** What a reader is asked when they left a field empty that a message needs. */
const MISSING = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please write your message.',
} as const;

function required(field: keyof typeof MISSING, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new ClientError(400, MISSING[field]);
  return trimmed;
}

/** The rules of every council text (http/textRules.ts), and the field's length once trimmed. */
function checkText(field: keyof typeof LABELS, value: string): void {
  const refusal = refusedText(value);
  if (refusal) throw new ClientError(400, `${LABELS[field]} ${refusal}.`);
  const max = FEEDBACK_LIMITS[field];
  if (value.length > max) {
    throw new ClientError(400, `${LABELS[field]} must have at most ${max} characters.`);
  }
}
