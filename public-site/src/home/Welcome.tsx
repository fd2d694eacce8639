import type { AboutEntry } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { StoredImage } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

interface Props {
  entries: AboutEntry[];
  headingLevel: 1 | 2;
  /** Where the picture is the page's main one (/about has no carousel above it): fetched first. */
  imagePriority?: boolean;
}

/** The welcome heading with the council's name (configuration) and the about text beside its image. */
export function Welcome({ entries, headingLevel, imagePriority = false }: Props) {
  const { t } = useTranslation('public-site');
  const council = useCouncil();
  const withPhoto = entries.find((entry) => entry.photo !== null);
  const photo = withPhoto?.photo;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="row g-4 align-items-center py-4 ps-welcome">
      <div className={photo ? 'col-lg-7' : 'col-12'}>
        <Heading className="ps-welcome-title">{t('home.welcome', { name: council.name })}</Heading>
        {entries.map((entry) => (
          <p key={entry.id} className="ps-preserve-lines">
            {entry.description}
          </p>
        ))}
      </div>
      {photo && (
        <div className="col-lg-5">
          {/* Beside the text from 992px (5 of 12 columns), the whole width below. */}
          <StoredImage
            image={photo}
            alt={
              withPhoto?.name ? t('about.photo', { name: withPhoto.name }) : t('home.aboutImage')
            }
            sizes="(max-width: 991px) 100vw, 40vw"
            priority={imagePriority}
            className="img-fluid rounded ps-welcome-image"
          />
        </div>
      )}
    </section>
  );
}
