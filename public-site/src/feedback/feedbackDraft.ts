import {
  isFeedbackEmail,
  isFeedbackPhone,
  type FeedbackField,
  type NewFeedback,
} from '@council/api-client';

/** The form's fields in its order: the order errors are listed and focus goes to the first. */
export const FEEDBACK_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'project',
  'subject',
  'message',
] as const satisfies readonly FeedbackField[];

export type FeedbackDraft = Omit<NewFeedback, 'sentFrom'>;

export const EMPTY_FEEDBACK: FeedbackDraft = {
  name: '',
  email: '',
  phone: '',
  project: '',
  subject: '',
  message: '',
};

/** What the reader must fix before sending, as keys of the form's texts; none when it may go. */
export function feedbackProblems(draft: FeedbackDraft): Partial<Record<FeedbackField, string>> {
  const problems: Partial<Record<FeedbackField, string>> = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (draft[field].trim() === '') problems[field] = `feedbackForm.required.${field}`;
  }
  const email = draft.email.trim();
  if (email !== '' && !isFeedbackEmail(email)) problems.email = 'feedbackForm.emailInvalid';
  const phone = draft.phone.trim();
  if (phone !== '' && !isFeedbackPhone(phone)) problems.phone = 'feedbackForm.phoneInvalid';
  return problems;
}
