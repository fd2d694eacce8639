import { useTranslation } from '@council/i18n';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerPublicSiteTexts';
import { SCREEN_READERS } from './screenReaders';

const KEYS = ['tab', 'enter', 'skip', 'escape'] as const;

/**
 * /screen-reader-access (GIGW): the free screen readers a reader of the site may use, with the
 * makers' addresses as plain text (the reader copies or types them: no link takes them off the
 * site unasked), how the site is used from the keyboard, and where its text size and contrast are.
 */
export default function ScreenReaderAccessPage() {
  const { t } = useTranslation('public-site');
  return (
    <PageFrame title={t('screenReaderAccess.title')}>
      <p>{t('screenReaderAccess.intro')}</p>
      <h2 className="h5">{t('screenReaderAccess.listTitle')}</h2>
      {/* A list, not a table: four columns do not fit a phone, least of all at A+. */}
      <ul className="list-unstyled">
        {SCREEN_READERS.map(({ key, name, address }) => (
          <li key={key} className="mb-3">
            <h3 className="h6 mb-1" lang="en">
              {name}
            </h3>
            <dl className="mb-0">
              <div>
                <dt className="d-inline">{t('screenReaderAccess.facts.website')}:</dt>{' '}
                <dd className="d-inline text-break" lang="en">
                  {address}
                </dd>
              </div>
              <div>
                <dt className="d-inline">{t('screenReaderAccess.facts.platform')}:</dt>{' '}
                <dd className="d-inline">{t(`screenReaderAccess.readers.${key}.platform`)}</dd>
              </div>
              <div>
                <dt className="d-inline">{t('screenReaderAccess.facts.cost')}:</dt>{' '}
                <dd className="d-inline">{t(`screenReaderAccess.readers.${key}.cost`)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <h2 className="h5">{t('screenReaderAccess.keyboard.title')}</h2>
      <ul>
        {KEYS.map((key) => (
          <li key={key}>{t(`screenReaderAccess.keyboard.${key}`)}</li>
        ))}
      </ul>
      <h2 className="h5">{t('screenReaderAccess.display.title')}</h2>
      <p>{t('screenReaderAccess.display.text')}</p>
    </PageFrame>
  );
}
