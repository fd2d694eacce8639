import { publicQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { formatDate } from '@council/ui';

/**
 * "Site last updated on 04/Mar/2026" (GIGW 3.0): the newest change of the council's published
 * content, from the API. The server renders the frame with it and hands the answer over with
 * the page (one read with the screen's own "Last updated" line), so the browser asks nothing on
 * load; where the server had no answer, the browser asks. Nothing while loading, on failure, or
 * with no change.
 */
export function SiteLastUpdated() {
  const { t } = useTranslation('shell');
  const answer = useQuery(publicQueries.lastUpdated());
  const changed = answer.data?.site ?? null;
  const date = formatDate(changed, 'dd/MMM/yyyy');
  if (!changed || !date) return null;
  return (
    <p className="mb-1">
      <time dateTime={changed}>{t('footer.siteLastUpdated', { date })}</time>
    </p>
  );
}
