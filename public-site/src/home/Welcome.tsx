import type { AboutEntry } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import {
  InReadersLanguage,
  SentenceWith,
  StoredImage,
  useCouncilTexts,
  useReadersText,
} from '@council/ui';
import { descriptionOf } from '../common/bilingual';
import '../i18n/registerPublicSiteTexts';

interface Props {
  entries: AboutEntry[];
  headingLevel: 1 | 2;
}

/**
 * The welcome heading with the council's name (configuration) and the about text beside its
 * image, each in the reader's language where there is one.
 */
export function Welcome({ entries, headingLevel }: Props) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const council = useCouncilTexts();
  const withPhoto = entries.find((entry) => entry.photo !== null);
  const photo = withPhoto?.photo;
  const photoName = withPhoto && read({ en: withPhoto.name, hi: withPhoto.nameHindi }).text;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="row g-4 align-items-center py-4 ps-welcome">
      <div className={photo ? 'col-lg-7' : 'col-12'}>
        <Heading className="ps-welcome-title">
          <SentenceWith
            sentence={(values) => t('home.welcome', values)}
            values={{ name: council.name }}
          />
        </Heading>
        {entries.map((entry) => (
          <p key={entry.id} className="ps-preserve-lines">
            <InReadersLanguage {...descriptionOf(entry)} />
          </p>
        ))}
      </div>
      {photo && (
        <div className="col-lg-5">
          {/* Beside the text from 992px (5 of 12 columns), the whole width below. */}
          <StoredImage
            image={photo}
            alt={photoName ? t('about.photo', { name: photoName }) : t('home.aboutImage')}
            sizes="(max-width: 991px) 100vw, 40vw"
            // The page's main picture on /about; under the carousel on /home, still in a
            // phone's first screen and its largest paint there.
            priority
            className="img-fluid rounded ps-welcome-image"
          />
        </div>
      )}
    </section>
  );
}
