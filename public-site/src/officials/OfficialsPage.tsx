import { useQuery } from '@council/query';
import {
  OFFICIALS_PAGE_DESIGNATIONS,
  publicQueries,
  type OfficialsGroup,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { OfficialsTable } from './OfficialsTable';
import { sortOfficials } from './sortOfficials';
import '../i18n/registerPublicSiteTexts';

/**
 * /wardparsad, /executiveofficer, /chairman, /standingcommitee and /employeelist: the officials of
 * one group, home=All. SPEC.md 8: a failure is only logged; the page then shows no rows.
 */
export default function OfficialsPage({ group }: { group: OfficialsGroup }) {
  const { t } = useTranslation('public-site');
  const list = useQuery({
    ...publicQueries.officials(OFFICIALS_PAGE_DESIGNATIONS[group], 'All'),
    select: sortOfficials,
    // SPEC.md 8: a failure is only logged (by the cache); the page then shows no rows.
    meta: { failureLog: 'The officials could not be loaded:' },
  });
  const rows = list.isError ? [] : list.data;
  const title = t(`officials.${group}.title`);

  return (
    <PageFrame title={title}>
      {list.isPending && <StatusLine kind="loading">{t('officials.loading')}</StatusLine>}
      {rows?.length === 0 && <StatusLine kind="empty">{t('officials.empty')}</StatusLine>}
      {rows && rows.length > 0 && <OfficialsTable caption={title} officials={rows} />}
    </PageFrame>
  );
}
