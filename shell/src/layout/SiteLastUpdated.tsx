import { useSyncExternalStore } from 'react';
import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate } from '@council/ui';

// True in the browser, false on the server and while hydrating what the server rendered: React
// renders the hydration with the server's value, then again with the browser's.
const nothingToWatch = () => () => {};
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * "Site last updated on 04/Mar/2026" (GIGW 3.0): the newest change of the council's published
 * content, from the API. The server renders the frame without reading anything, so the line
 * appears once the page is in the browser's hands (after hydration, never during it): where the
 * page's first screen came with the answer (its own "Last updated" line's read) it is shown at
 * once, from the cache, else asked for. Nothing while loading, on failure, or with no change.
 */
export function SiteLastUpdated() {
  const { t } = useTranslation('shell');
  const inBrowser = useSyncExternalStore(nothingToWatch, inTheBrowser, onTheServer);
  const answer = useQuery({ ...publicQueries.lastUpdated(), enabled: inBrowser });
  const changed = inBrowser ? (answer.data?.site ?? null) : null;
  const date = formatDate(changed, 'dd/MMM/yyyy');
  if (!changed || !date) return null;
  return (
    <p className="mb-1">
      <time dateTime={changed}>{t('footer.siteLastUpdated', { date })}</time>
    </p>
  );
}
