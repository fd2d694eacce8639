import { useState, type FormEvent } from 'react';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { SHELL_ROUTES } from '@council/site-config';
import { FormField, Modal } from '@council/ui';
import { menuPages } from '../layout/menuEntries';
import { usePublicMenu } from '../layout/usePublicMenu';
import { SearchResults } from './SearchResults';
import { matchingPages } from './searchTargets';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The keyword search's dialog (DECISIONS.md): the site's pages by name (the menu's, and the
 * sitemap), and published items by the words of their title or description through
 * GET /api/Public/search. A backend without that call still gets page results. In the site's one modal: focus stays inside, Escape closes, focus
 * returns. Loaded the first time a visitor opens it, so no page waits on it.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const menu = usePublicMenu();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const published = useQuery({ ...publicQueries.search(searched ?? ''), enabled: !!searched });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (words) setSearched(words);
  };

  const searching = published.isPending && !!searched;
  const pages = searched
    ? matchingPages(
        [
          ...menuPages(menu).map((page) => ({ name: page.text, to: page.to })),
          { name: t('sitemap.title'), to: SHELL_ROUTES.sitemap },
        ],
        searched,
      )
    : [];
  // A failed search still answers with the pages: the API's part is simply empty.
  const hits = published.data ?? [];
  const answered = !!searched && !searching;
  const found = pages.length + hits.length;

  return (
    <Modal title={t('search.title')} closeLabel={t('search.close')} open={open} onClose={onClose}>
      <form role="search" onSubmit={search} className="d-flex gap-2 mb-3">
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
        {answered && found === 0 && t('search.none', { query: searched })}
        {answered && found > 0 && t('search.found', { count: found, query: searched })}
      </div>
      {answered && <SearchResults pages={pages} hits={hits} onChoose={onClose} />}
    </Modal>
  );
}
