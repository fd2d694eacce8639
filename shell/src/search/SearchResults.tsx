import type { SearchHit } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import { InReadersLanguage } from '@council/ui';
import { hitTarget } from './searchTargets';

interface Props {
  pages: { name: string; to: string }[];
  hits: SearchHit[];
  onChoose: () => void;
}

/**
 * The pages found by name, then the published items found by their words, each titled in the
 * reader's language where the clerk wrote it (else in the other one, marked with its `lang`).
 */
export function SearchResults({ pages, hits, onChoose }: Props) {
  const { t } = useTranslation('shell');
  return (
    <>
      {pages.length > 0 && (
        <>
          <h3 className="shell-search-group">{t('search.pages')}</h3>
          <ul>
            {pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} onClick={onChoose}>
                  {page.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {hits.length > 0 && (
        <>
          <h3 className="shell-search-group">{t('search.published')}</h3>
          <ul>
            {hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <Link to={hitTarget(hit)} onClick={onChoose}>
                  <InReadersLanguage en={hit.title} hi={hit.titleHindi} />
                </Link>{' '}
                <small className="text-muted">({t(`search.kinds.${hit.kind}`)})</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
