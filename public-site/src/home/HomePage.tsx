import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { useReadersText } from '@council/ui';
import { Carousel } from '../common/Carousel';
import { LastUpdated, type LastUpdatedShows } from '../common/LastUpdated';
import { StatusLine } from '../common/StatusLine';
import { OfficialCards } from '../officials/OfficialCards';
import { sortOfficials } from '../officials/sortOfficials';
import { ComplaintStatusBlock } from './ComplaintStatusBlock';
import { useAbout, useHomeOfficials, useSlides, useStatusCounts } from './homeCalls';
import { ImportantLinks } from './ImportantLinks';
import { pageError } from './pageError';
import { Testimonials } from './Testimonials';
import { Welcome } from './Welcome';
import '../common/public-site.css';
import '../i18n/registerPublicSiteTexts';

/** What the home page shows: its slides, the about text, officials and complaint counts. */
const HOME_SHOWS: LastUpdatedShows = ['slides', 'about', 'officials', 'complaints'];

/** '' and /home: carousel, welcome and about, complaint status, important links, officials, testimonials. */
export default function HomePage() {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const slides = useSlides();
  const about = useAbout();
  const officials = useHomeOfficials();
  const counts = useStatusCounts();
  // Asked with the others (the line shows once they are in), so a server render needs no extra pass.
  useQuery(publicQueries.lastUpdated());
  const error = pageError([
    [slides, t('home.errors.slides')],
    [about, t('home.errors.about')],
    [officials, t('home.errors.officials')],
  ]);
  // A slide is shown only when it has a picture (SPEC.md 3). Its caption, in the reader's language
  // where the clerk wrote it, is its alt text; without one, the picture only decorates (alt="").
  // Not written over it: a slide's own words are often at its foot (the controls sit below).
  const pictures = (slides.data?.items ?? []).flatMap(({ image, caption, captionHindi }) => {
    const { text, lang } = read({ en: caption, hi: captionHindi });
    return image ? [{ picture: image, alt: text, ...(lang ? { lang } : {}) }] : [];
  });

  // How long the welcome text is, and whether there is a carousel at all, is known only once both
  // calls are answered; what follows the carousel waits for them, so that it never moves in view.
  const settled = !slides.isPending && !about.isPending;

  return (
    <div className="ps-home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <Carousel images={pictures} label={t('carousel.label')} variant="hero" loading={!settled} />
      {/* Keys, so that the page replaces the loading line's box instead of moving it. */}
      {settled ? (
        <div key="blocks" className="container">
          <Welcome entries={about.data?.items ?? []} headingLevel={2} />
          <div className="row g-4">
            <div className="col-lg-7">
              <ComplaintStatusBlock
                loading={counts.isPending}
                error={error}
                counts={counts.data ?? []}
              />
            </div>
            <div className="col-lg-5">
              <ImportantLinks />
            </div>
          </div>
          <OfficialCards
            loading={officials.isPending}
            error={error}
            officials={officials.data ? sortOfficials(officials.data.items) : []}
          />
          <Testimonials />
          <LastUpdated shows={HOME_SHOWS} />
        </div>
      ) : (
        <div key="loading" className="container">
          <StatusLine kind="loading">{t('common.loading')}</StatusLine>
        </div>
      )}
    </div>
  );
}
