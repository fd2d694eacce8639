import type { PressRelease } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { itemPagePath } from '@council/site-config';
import { InReadersLanguage, useReadersText } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { CardPhotoButton } from '../common/CardPhotoButton';
import '../i18n/registerPublicSiteTexts';

// Two cards a row on phones, six from 768px, four from 992px (public-site.css, .ps-press-grid).
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 991px) 17vw, 25vw';

/**
 * A press release card: image (a button that zooms it), title (a link to the release's own page)
 * and description.
 */
export function PressReleaseCard({
  release,
  onOpen,
  priority = false,
}: {
  release: PressRelease;
  onOpen: () => void;
  /** A card of the first row a phone shows: its photo is the page's largest paint. */
  priority?: boolean;
}) {
  const { t } = useTranslation('public-site');
  const title = useReadersText()(titleOf(release));
  const { photo } = release;
  return (
    <article className="card h-100 ps-press-card">
      {photo ? (
        <CardPhotoButton
          photo={{ image: photo, alt: title }}
          label={t('pressReleases.enlarge', { title: title.text })}
          sizes={CARD_SIZES}
          priority={priority}
          className="card-img-top ps-press-image"
          onOpen={onOpen}
        />
      ) : (
        <div className="ps-photo-placeholder ps-press-image">{t('pressReleases.noImage')}</div>
      )}
      <div className="card-body">
        <h2 className="h6 card-title">
          <Link to={itemPagePath('pressRelease', release.id)}>
            <InReadersLanguage {...titleOf(release)} />
          </Link>
        </h2>
        <p className="card-text small">
          <InReadersLanguage {...descriptionOf(release)} />
        </p>
      </div>
    </article>
  );
}
