import { newestChange, publicQueries, type LastUpdatedPart } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/** The parts of the site a page shows, or 'site' for a page of the council's own details. */
export type LastUpdatedShows = readonly LastUpdatedPart[] | 'site';

/**
 * "Last updated on 04/Mar/2026" (GIGW 3.0): the newest change of what the page shows, from the
 * API (GET /api/v2/public/last-updated), never the build. The server's first screen fetches the
 * same read, so the browser takes the line over as rendered. Nothing while it loads, when it
 * fails, or when nothing shown was ever changed: the page itself matters more than its date.
 */
export function LastUpdated({ shows }: { shows: LastUpdatedShows }) {
  const { t } = useTranslation('public-site');
  const answer = useQuery(publicQueries.lastUpdated());
  if (!answer.data) return null;
  const changed = shows === 'site' ? answer.data.site : newestChange(answer.data, shows);
  const date = formatDate(changed, 'dd/MMM/yyyy');
  if (!changed || !date) return null;
  return (
    <p className="ps-last-updated">
      <time dateTime={changed}>{t('lastUpdated.line', { date })}</time>
    </p>
  );
}
