import { useEffect, useRef } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerFeedbackFormTexts';

/**
 * What a reader sees once the council has the message: the reference number to quote, read out
 * as it appears (focus goes to its heading), and a way to write again.
 */
export function FeedbackThanks({
  reference,
  onAnother,
}: {
  reference: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('public-site');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="alert alert-success" role="status">
      <h2 ref={heading} tabIndex={-1} className="h4">
        {t('feedbackForm.thanksTitle')}
      </h2>
      <p className="mb-2">{t('feedbackForm.thanks', { reference })}</p>
      <p>{t('feedbackForm.keepReference')}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onAnother}>
        {t('feedbackForm.another')}
      </button>
    </div>
  );
}
