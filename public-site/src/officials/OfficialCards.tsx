import type { Official } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { CARD_PICTURE_WIDTH, MarkedText, StoredImage, useReadersText } from '@council/ui';
import { StatusLine } from '../common/StatusLine';
import { officialDesignation, officialName } from './officialFields';
import '../i18n/registerPublicSiteTexts';

interface Props {
  loading: boolean;
  /** The page's error line (SPEC.md 8), shown here as well; '' for none. */
  error: string;
  officials: Official[];
}

// Two cards a row on phones, three from 768px, six from 1200px (the row-cols classes below).
const CARD_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 16vw';

/**
 * 'Ministers / Officers / Members': a card per official with photo, name and post remarks, six a
 * row at wide layout. SPEC.md's social icons had no targets; DECISIONS.md shows an icon only where
 * a link is configured, and officials carry none, so the cards have none.
 */
export function OfficialCards({ loading, error, officials }: Props) {
  const { t } = useTranslation('public-site');
  return (
    <section className="ps-official-cards py-4" aria-labelledby="ps-official-cards-title">
      <h2 id="ps-official-cards-title" className="text-center mb-4">
        {t('officialCards.title')}
      </h2>
      {loading && <StatusLine kind="loading">{t('officialCards.loading')}</StatusLine>}
      {error !== '' && <StatusLine kind="error">{error}</StatusLine>}
      {!loading && error === '' && officials.length === 0 && (
        <StatusLine kind="empty">{t('officialCards.empty')}</StatusLine>
      )}
      <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3 list-unstyled">
        {officials.map((official) => (
          <li key={official.id} className="col">
            <OfficialCard official={official} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One card: photo, name and designation, the name and designation in the reader's language. */
function OfficialCard({ official }: { official: Official }) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const name = officialName(official, read);
  return (
    <article className="card h-100 text-center ps-official-card">
      {official.photo ? (
        <StoredImage
          image={official.photo}
          alt={t('officialCards.photo', { name: name.text })}
          sizes={CARD_SIZES}
          maxWidth={CARD_PICTURE_WIDTH}
          className="card-img-top"
        />
      ) : (
        <div className="ps-photo-placeholder" aria-hidden="true">
          {t('officialCards.noPhoto')}
        </div>
      )}
      <div className="card-body p-2">
        <h3 className="h6 card-title mb-1">
          <MarkedText {...name} />
        </h3>
        <p className="card-text small mb-0">
          <MarkedText {...officialDesignation(official, read)} />
        </p>
      </div>
    </article>
  );
}
