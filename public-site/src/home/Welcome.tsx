import type { AboutEntry } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { imageSrc } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/** The welcome heading with the council's name (configuration) and the about text beside its image. */
export function Welcome({ entries, headingLevel }: { entries: AboutEntry[]; headingLevel: 1 | 2 }) {
  const { t } = useTranslation('public-site');
  const council = useCouncil();
  const withPhoto = entries.find((entry) => entry.photo !== null);
  const src = imageSrc(withPhoto?.photo);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="row g-4 align-items-center py-4 ps-welcome">
      <div className={src ? 'col-lg-7' : 'col-12'}>
        <Heading className="ps-welcome-title">{t('home.welcome', { name: council.name })}</Heading>
        {entries.map((entry) => (
          <p key={entry.id} className="ps-preserve-lines">
            {entry.description}
          </p>
        ))}
      </div>
      {src && (
        <div className="col-lg-5">
          <img
            src={src}
            alt={
              withPhoto?.name ? t('about.photo', { name: withPhoto.name }) : t('home.aboutImage')
            }
            className="img-fluid rounded ps-welcome-image"
          />
        </div>
      )}
    </section>
  );
}
