import { CommentField } from '@council/ui';
import { useId, useState } from 'react';
import { MAX_RATING, MIN_RATING } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { MoveForm } from './MoveForm';
import type { MoveFormProps } from './moveFormProps';

const RATINGS = Array.from(
  { length: MAX_RATING - MIN_RATING + 1 },
  (_, index) => MIN_RATING + index,
);

/** Accept a resolution with a rating of 1 to 5 and an optional comment: the complaint closes. */
export function AcceptForm({ complaint, send, sending, onDone, onCancel }: MoveFormProps) {
  const { t } = useTranslation('citizen-portal');
  const id = useId();
  const ratingError = `${id}-rating-error`;
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string>();

  const showError = (field: 'rating' | 'comment', message: string) => {
    setErrors({ [field]: message });
    document
      .getElementById(field === 'rating' ? `${id}-${rating ?? MIN_RATING}` : `${id}-comment`)
      ?.focus();
  };

  async function submit() {
    if (rating === null) return showError('rating', t('own.accept.required'));
    setFailure(undefined);
    const outcome = await send(
      { action: 'accept', body: { version: complaint.version, rating, comment: comment.trim() } },
      t('own.failed'),
    );
    if (outcome.kind === 'done') onDone(t('own.accept.done'));
    // The form checks the rating; what else the API finds wrong is the comment's (its length).
    if (outcome.kind === 'invalid')
      showError(/comment/i.test(outcome.message) ? 'comment' : 'rating', outcome.message);
    if (outcome.kind === 'failed') setFailure(outcome.message);
  }

  return (
    <MoveForm
      title={t('own.accept.title')}
      intro={t('own.accept.intro')}
      submitText={t('own.accept.submit')}
      sending={sending}
      failure={failure}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          {t('own.accept.rating')}
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {RATINGS.map((value) => (
          <div key={value} className="form-check">
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-rating`}
              className={errors.rating ? 'form-check-input is-invalid' : 'form-check-input'}
              value={value}
              checked={rating === value}
              required
              aria-describedby={errors.rating ? ratingError : undefined}
              onChange={() => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
            />
            <label htmlFor={`${id}-${value}`} className="form-check-label">
              {t(`own.accept.ratings.${value}`)}
            </label>
          </div>
        ))}
        {errors.rating && (
          <div id={ratingError} className="invalid-feedback d-block">
            {errors.rating}
          </div>
        )}
      </fieldset>
      <CommentField
        rows={3}
        id={`${id}-comment`}
        label={t('own.accept.comment')}
        value={comment}
        error={errors.comment}
        onChange={(value) => {
          setComment(value);
          setErrors((current) => ({ ...current, comment: undefined }));
        }}
      />
    </MoveForm>
  );
}
