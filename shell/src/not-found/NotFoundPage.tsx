import { useTranslation } from '@council/i18n';
import { useNavigate } from '@council/router';

/** 'Go Back To Home' keeps the session: a mistyped address must not sign anyone out (DECISIONS.md). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <section className="shell-not-found text-center py-5">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <button type="button" className="btn btn-primary" onClick={() => navigate('/home')}>
        {t('notFound.home')}
      </button>
    </section>
  );
}
