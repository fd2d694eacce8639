import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@council/i18n';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** The header's search button; its dialog is fetched the first time it is opened. */
export function KeywordSearch() {
  const { t } = useTranslation('shell');
  const [dialog, setDialog] = useState<'never opened' | 'open' | 'closed'>('never opened');
  return (
    <>
      <button type="button" className="shell-search-button" onClick={() => setDialog('open')}>
        <span aria-hidden="true">⌕</span> {t('search.open')}
      </button>
      {dialog !== 'never opened' && (
        <Suspense fallback={null}>
          <SearchDialog open={dialog === 'open'} onClose={() => setDialog('closed')} />
        </Suspense>
      )}
    </>
  );
}
