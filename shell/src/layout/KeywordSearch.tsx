import { useState, type FormEvent } from 'react';
import { publicApi, type SearchHit } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { FormField, Modal } from '@council/ui';
import { menuPages } from './menuEntries';
import { SearchResults } from './SearchResults';
import { matchingPages } from './searchTargets';
import { usePublicMenu } from './usePublicMenu';

type Answer = { query: string; pages: { name: string; to: string }[]; hits: SearchHit[] } | null;

/**
 * The header's keyword search (DECISIONS.md): the site's pages by name, and published items by the
 * words of their title or description through GET /api/Public/search. A backend without that call
 * still gets page results. In the site's one modal: focus stays inside, Escape closes, focus returns.
 */
export function KeywordSearch() {
  const { t } = useTranslation('shell');
  const menu = usePublicMenu();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    const pages = matchingPages(
      menuPages(menu).map((page) => ({ name: page.text, to: page.to })),
      words,
    );
    setSearching(true);
    const hits = await publicApi.search(words).catch(() => [] as SearchHit[]);
    setSearching(false);
    setAnswer({ query: words, pages, hits });
  };

  const close = () => setOpen(false);
  const found = answer ? answer.pages.length + answer.hits.length : 0;

  return (
    <>
      <button type="button" className="shell-search-button" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⌕</span> {t('search.open')}
      </button>
      <Modal title={t('search.title')} closeLabel={t('search.close')} open={open} onClose={close}>
        <form role="search" onSubmit={(event) => void search(event)} className="d-flex gap-2 mb-3">
          <FormField
            label={t('search.label')}
            labelClassName="visually-hidden"
            className="flex-grow-1"
          >
            {(control) => (
              <input
                {...control}
                // Not type="search": there Escape clears the field instead of closing the dialog.
                type="text"
                enterKeyHint="search"
                className="form-control"
                value={query}
                placeholder={t('search.placeholder')}
                onChange={(event) => setQuery(event.target.value)}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary">
            {t('search.submit')}
          </button>
        </form>
        <div role="status" className="shell-search-status">
          {searching && t('search.searching')}
          {!searching && answer && found === 0 && t('search.none', { query: answer.query })}
          {!searching &&
            answer &&
            found > 0 &&
            t('search.found', { count: found, query: answer.query })}
        </div>
        {answer && <SearchResults pages={answer.pages} hits={answer.hits} onChoose={close} />}
      </Modal>
    </>
  );
}
