import { Fragment, useId } from 'react';
import { MAX_RATING, type CitizenComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ComplaintFacts, ComplaintTimeline, PhotoThumbnails } from '@council/ui';
import { ComplaintMoves } from './ComplaintMoves';

// In the order the form asks them.
const WORDS = ['additionalInformation', 'landmark', 'suggestion', 'district', 'ulb'] as const;

/**
 * One of the citizen's complaints in full: its facts and due date, their own words and photos,
 * their rating, what they may do now, and its history.
 */
export function OwnComplaintView({ complaint }: { complaint: CitizenComplaint }) {
  const { t } = useTranslation('citizen-portal');
  const wordsId = useId();
  const historyId = useId();
  return (
    <>
      <ComplaintFacts complaint={complaint} />
      {complaint.officer && (
        <p>
          {t('own.officer')}: {t('own.officerName', complaint.officer)}
        </p>
      )}
      {complaint.rating !== null && (
        <p>
          {t('own.yourRating')}: {t('own.ratingOf', { rating: complaint.rating, max: MAX_RATING })}
          {complaint.ratingComment && (
            <>
              <br />
              {t('own.ratingComment')}: {complaint.ratingComment}
            </>
          )}
        </p>
      )}
      <ComplaintMoves complaint={complaint} />
      <section aria-labelledby={wordsId} className="mb-4">
        <h2 id={wordsId} className="h5">
          {t('own.yourWords')}
        </h2>
        {complaint.citizenTextHidden && <p className="alert alert-info">{t('own.hidden')}</p>}
        <dl className="row mb-3">
          {WORDS.map((field) => (
            <Fragment key={field}>
              <dt className="col-sm-4">{t(`own.${field}`)}</dt>
              <dd className="col-sm-8 text-break">
                {/* The suggestion may be left out when filing: said as the public pages say it. */}
                {complaint[field] || t('complaintDetails.noneGiven', { ns: 'ui' })}
              </dd>
            </Fragment>
          ))}
        </dl>
        {complaint.publicPhotos.length > 0 ? (
          <PhotoThumbnails photos={complaint.publicPhotos} altOf={(n) => t('own.photo', { n })} />
        ) : (
          <p>{t('own.noPhotos')}</p>
        )}
      </section>
      <section aria-labelledby={historyId}>
        <h2 id={historyId} className="h5">
          {t('own.history')}
        </h2>
        <ComplaintTimeline events={complaint.history} />
      </section>
    </>
  );
}
