import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { SearchIcon } from './SearchIcon';

const SearchDialog = lazy(() => import('./SearchDialog'));

/**
 * The header's search button (its word hidden on phones, where the icon stands alone, named for
 * screen readers all the same); its dialog is fetched the first time it is opened.
 */
export function KeywordSearch() {
  const { t } = useTranslation('shell');
  const [dialog, setDialog] = useState<'never opened' | 'open' | 'closed'>('never opened');
  return (
    <>
      <button type="button" className="shell-search-button" onClick={() => setDialog('open')}>
        <SearchIcon /> <span className="shell-search-text">{t('search.open')}</span>
      </button>
      {dialog !== 'never opened' && (
        <Suspense fallback={null}>
          <SearchDialog open={dialog === 'open'} onClose={() => setDialog('closed')} />
        </Suspense>
      )}
    </>
  );
}
