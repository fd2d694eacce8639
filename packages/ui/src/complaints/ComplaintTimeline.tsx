import type { ComplaintEvent, ComplaintEventKind } from '@council/api-client';
import { MAX_RATING, REOPEN_WINDOW_DAYS } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '../dates/formatDate';
import { StatusBadge } from '../status/StatusBadge';
import { PhotoThumbnails } from './PhotoThumbnails';
import './i18n/registerComplaintTexts';
import './ComplaintTimeline.css';

/** What an entry's comment is, by the kind of entry. */
const COMMENT_LABEL: Record<ComplaintEventKind, 'reason' | 'actionTaken' | 'message' | 'comment'> =
  {
    file: 'comment',
    assign: 'comment',
    reassign: 'comment',
    reject: 'reason',
    resolve: 'actionTaken',
    reopen: 'reason',
    accept: 'comment',
    remind: 'message',
    hide: 'reason',
    show: 'reason',
    close: 'comment',
    recorded: 'comment',
  };

type Translate = ReturnType<typeof useTranslation>['t'];

/** What happened, in words. */
function whatHappened(event: ComplaintEvent, t: Translate): string {
  const key = `complaintTimeline.kinds.${event.kind}`;
  switch (event.kind) {
    case 'assign':
    case 'reassign':
      return event.officer
        ? t(key, { officer: t('complaintTimeline.officer', event.officer) })
        : t(`${key}NoOfficer`);
    case 'accept':
      return event.rating === null
        ? t(`${key}NoRating`)
        : t(key, { rating: event.rating, max: MAX_RATING });
    case 'close':
      return t(key, { days: REOPEN_WINDOW_DAYS });
    default:
      return t(key);
  }
}

/** The history of a complaint, oldest first as the API sends it: one entry a move. */
export function ComplaintTimeline({ events }: { events: ComplaintEvent[] }) {
  const { t } = useTranslation('ui');
  if (events.length === 0) return <p>{t('complaintTimeline.empty')}</p>;
  return (
    <ol className="council-timeline" aria-label={t('complaintTimeline.label')}>
      {events.map((event, index) => (
        // History entries have no id of their own and never change order.
        <li key={index} className="council-timeline-entry">
          <p className="mb-1">
            <time dateTime={event.at} className="text-body-secondary me-2">
              {formatDate(event.at, 'dd/MMM/yyyy HH:mm')}
            </time>
            <strong>{whatHappened(event, t)}</strong>
          </p>
          <p className="mb-1 council-timeline-statuses">
            <span className="visually-hidden">{t('complaintTimeline.status')}: </span>
            {event.fromStatus && event.fromStatus !== event.toStatus && (
              <>
                <StatusBadge status={event.fromStatus} />
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> {t('complaintTimeline.statusTo')} </span>
              </>
            )}
            <StatusBadge status={event.toStatus} />
          </p>
          <p className="mb-1 small">
            {/* Whole in the catalogue: Hindi puts the name first ('नागरिक द्वारा'). */}
            {t('complaintTimeline.by', {
              who: event.byName ?? t(`complaintTimeline.roles.${event.byRole}`),
            })}
          </p>
          {event.comment.trim() && (
            <p className="mb-1 text-break council-timeline-comment">
              <span className="fw-semibold">
                {t(`complaintTimeline.comments.${COMMENT_LABEL[event.kind]}`)}:
              </span>{' '}
              {event.comment}
            </p>
          )}
          <PhotoThumbnails
            photos={event.photos}
            altOf={(n) => t('complaintTimeline.photo', { n })}
          />
        </li>
      ))}
    </ol>
  );
}
