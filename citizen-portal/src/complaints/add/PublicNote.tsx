import { useTranslation } from '@council/i18n';

/**
 * What of the complaint everyone will see, said before it is sent (DECISIONS.md: public lists
 * carry no personal data; the citizen's words and photos once staff accepted the complaint).
 */
export function PublicNote({ headingId }: { headingId: string }) {
  const { t } = useTranslation('citizen-portal');
  return (
    <section aria-labelledby={headingId} className="alert alert-info mb-3">
      <h3 id={headingId} className="h6 fw-semibold">
        {t('form.public.heading')}
      </h3>
      <p className="mb-1">{t('form.public.atOnce')}</p>
      <p className="mb-1">{t('form.public.onceAccepted')}</p>
      <p className="mb-0">{t('form.public.never')}</p>
    </section>
  );
}
