import { useState, type FormEvent } from 'react';
import {
  FEEDBACK_LIMITS,
  sendFeedback,
  type FeedbackField,
  type FeedbackOrigin,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { useCouncil } from '@council/site-config';
import { ErrorSummary, FirstScreenForm, FormField, TextField, useFieldErrors } from '@council/ui';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_FIELD_ORDER,
  feedbackProblems,
  type FeedbackDraft,
} from '../feedback/feedbackDraft';
import { FeedbackThanks } from '../feedback/FeedbackThanks';
import '../i18n/registerPublicSiteTexts';
import '../i18n/registerFeedbackFormTexts';

const INPUTS = [
  { name: 'name', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'project', type: 'text', autoComplete: 'off', required: false },
  { name: 'subject', type: 'text', autoComplete: 'off', required: true },
] as const;

const HINTS: Partial<Record<FeedbackField, string>> = {
  phone: 'feedbackForm.phoneHint',
  project: 'feedbackForm.projectHint',
};

/** Fixed ids, not useId: the error summary's links and the first field to fix are found by them. */
const idOf = (field: FeedbackField) => `ps-contact-${field}`;

/**
 * SPEC.md 2's form (name, email, phone, project, subject, message), on the contact page and on
 * /feedback: one form, two places. It checks what the API would refuse, beside each field and in
 * a summary, sends the message, and thanks the reader with the reference number to quote.
 * `sentFrom` tells the inbox which page it came from: the contact page unless said otherwise.
 */
export function ContactForm({ sentFrom = 'contact' }: { sentFrom?: FeedbackOrigin }) {
  const { t } = useTranslation('public-site');
  const council = useCouncil();
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const errors = useFieldErrors<FeedbackField>(idOf);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [reference, setReference] = useState('');

  const change = (field: FeedbackField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.forget(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal('');
    const found = Object.fromEntries(
      Object.entries(feedbackProblems(draft)).map(([field, key]) => [field, t(key)]),
    );
    if (!errors.report(found, FEEDBACK_FIELD_ORDER)) return;
    setSending(true);
    try {
      setReference((await sendFeedback({ ...draft, sentFrom })).reference);
      setDraft(EMPTY_FEEDBACK);
    } catch (error) {
      // The API's own sentence (a limit reached, a field refused), else how to reach us instead.
      const fallback = t('feedbackForm.failed', {
        email: council.email,
        tollFree: council.tollFree,
      });
      setRefusal(apiErrorMessage(error, fallback));
    } finally {
      setSending(false);
    }
  }

  if (reference !== '') {
    return <FeedbackThanks reference={reference} onAnother={() => setReference('')} />;
  }
  return (
    <FirstScreenForm className="row g-3" onSubmit={submit} aria-labelledby="ps-contact-title">
      <h2 id="ps-contact-title" className="h4">
        {t('contactUs.formTitle')}
      </h2>
      <div className="col-12">
        <ErrorSummary summary={errors.summary} />
        <p className="small text-body-secondary mb-0">{t('feedbackForm.requiredNote')}</p>
      </div>
      {INPUTS.map((input) => (
        <TextField
          key={input.name}
          id={idOf(input.name)}
          name={input.name}
          type={input.type}
          autoComplete={input.autoComplete}
          label={t(`contactUs.${input.name}`)}
          hint={HINTS[input.name] && t(HINTS[input.name] as string)}
          required={input.required}
          maxLength={FEEDBACK_LIMITS[input.name]}
          value={draft[input.name]}
          error={errors.errorOf(input.name)}
          className="col-md-6"
          onChange={(value) => change(input.name, value)}
        />
      ))}
      <FormField
        id={idOf('message')}
        label={t('contactUs.message')}
        required
        error={errors.errorOf('message')}
        className="col-12"
      >
        {(control, invalid) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            required
            maxLength={FEEDBACK_LIMITS.message}
            className={invalid ? 'form-control is-invalid' : 'form-control'}
            value={draft.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </FormField>
      {refusal && (
        <p role="alert" className="col-12 text-danger mb-0">
          {refusal}
        </p>
      )}
      <div className="col-12">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? t('feedbackForm.sending') : t('contactUs.send')}
        </button>
      </div>
    </FirstScreenForm>
  );
}
