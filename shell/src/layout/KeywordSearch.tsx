import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { publicApi, type SearchHit } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { menuPages, publicMenu } from './menuEntries';
import { SearchResults } from './SearchResults';
import { matchingPages } from './searchTargets';

type Answer = { query: string; pages: { name: string; to: string }[]; hits: SearchHit[] } | null;

/**
 * The header's keyword search (DECISIONS.md): the site's pages by name, and published items by the
 * words of their title or description through GET /api/Public/search. A backend without that call
 * still gets page results. A native modal <dialog>: focus stays inside, Escape closes, focus returns.
 */
export function KeywordSearch() {
  const { t } = useTranslation('shell');
  const council = useCouncil();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    element.showModal();
    const button = opener.current;
    return () => {
      element.close();
      button?.focus();
    };
  }, [open]);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    const pages = matchingPages(
      menuPages(publicMenu(council)).map((page) => ({ name: t(page.text), to: page.to })),
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
      <button
        ref={opener}
        type="button"
        className="shell-search-button"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">⌕</span> {t('search.open')}
      </button>
      {/* The backdrop click is the mouse twin of Escape and of the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className="shell-search-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
      >
        {open && (
          <div className="shell-search-content">
            <div className="shell-search-header">
              <h2 id={titleId} className="h5 mb-0">
                {t('search.title')}
              </h2>
              <button
                type="button"
                className="btn-close"
                aria-label={t('search.close')}
                onClick={close}
              />
            </div>
            <form
              role="search"
              onSubmit={(event) => void search(event)}
              className="d-flex gap-2 my-3"
            >
              <label htmlFor={`${titleId}-q`} className="visually-hidden">
                {t('search.label')}
              </label>
              <input
                id={`${titleId}-q`}
                // Not type="search": there Escape clears the field instead of closing the dialog.
                type="text"
                enterKeyHint="search"
                className="form-control"
                value={query}
                placeholder={t('search.placeholder')}
                onChange={(event) => setQuery(event.target.value)}
              />
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
          </div>
        )}
      </dialog>
    </>
  );
}
