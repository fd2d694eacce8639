import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { Link } from '@council/router';
import { CouncilEmblem } from './CouncilEmblem';
import { KeywordSearch } from '../search/KeywordSearch';

/** Logo and council title (configuration), the mobile app link, the toll-free number and search. */
export function CouncilBrand() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  return (
    <div className="container shell-brand-row">
      <Link to="/home" className="shell-brand">
        <CouncilEmblem />
        <span>
          <span className="shell-brand-name">{council.name}</span>
          <span className="shell-brand-hindi" lang="hi">
            {council.nameHindi}
          </span>
        </span>
      </Link>
      <div className="shell-brand-tools">
        <a className="shell-toll-free" href={`tel:${council.tollFree.replace(/[^\d+]/g, '')}`}>
          {t('header.tollFree', { number: council.tollFree })}
        </a>
        {council.mobileAppUrl && (
          <a href={council.mobileAppUrl} target="_blank" rel="noreferrer">
            {t('header.mobileApp')}
          </a>
        )}
        <KeywordSearch />
      </div>
    </div>
  );
}
