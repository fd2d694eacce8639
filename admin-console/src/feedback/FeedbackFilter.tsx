import { FEEDBACK_STATUSES, type FeedbackStatus } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { feedbackStatusSearch } from './useFeedbackInbox';

/**
 * New, handled or every message: links, so that the address keeps the choice (a reload, Back
 * and a shared link show the same list); the current one is marked for screen readers too.
 */
export function FeedbackFilter({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('admin-console');
  return (
    <nav aria-label={t('feedbackInbox.filter')} className="mb-3">
      <ul className="nav nav-pills admin-feedback-filter">
        {FEEDBACK_STATUSES.map((shown) => (
          <li key={shown} className="nav-item">
            <Link
              to={`/feedback-inbox${feedbackStatusSearch(shown)}`}
              className={shown === status ? 'nav-link active' : 'nav-link'}
              aria-current={shown === status ? 'page' : undefined}
            >
              {t(`feedbackInbox.status.${shown}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
