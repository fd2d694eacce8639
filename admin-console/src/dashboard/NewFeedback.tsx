import { feedbackQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { Link } from '@council/router';

/**
 * "Messages from readers": how many are new, with the way to the inbox. Rendered on the server
 * with the rest of the dashboard; if the count cannot be read the link still leads there.
 */
export function NewFeedback() {
  const { t } = useTranslation('admin-console');
  const counts = useQuery(feedbackQueries.counts());
  return (
    <section className="admin-panel mt-3" aria-labelledby="admin-new-feedback">
      <h2 id="admin-new-feedback" className="h4">
        {t('dashboard.feedback.title')}
      </h2>
      {counts.data && (
        <p className="admin-feedback-count">
          {t('dashboard.feedback.new', { count: counts.data.new })}
        </p>
      )}
      {counts.isError && <p className="text-danger">{t('dashboard.feedback.failed')}</p>}
      <Link to="/feedback-inbox">{t('dashboard.feedback.open')}</Link>
    </section>
  );
}
