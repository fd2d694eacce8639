import { keepPreviousData, useQuery } from '@council/query';
import { publicQueries, type TenderState } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { TenderTable } from './TenderTable';
import '../i18n/registerPublicSiteTexts';

export type TenderPeriod = 'active' | 'past';

const STATES: Record<TenderPeriod, TenderState> = { active: 'active', past: 'closed' };

/**
 * /currenttender and /pasttender: the tenders still open for bids or past their last date and
 * time of submission (DECISIONS.md; the API splits them), by page. SPEC.md 8: a failure is only
 * logged; the page then shows no rows.
 */
export default function TendersPage({ period }: { period: TenderPeriod }) {
  const { t } = useTranslation('public-site');
  const page = usePageParam();
  const list = useQuery({
    ...publicQueries.tenders(STATES[period], { page }),
    placeholderData: keepPreviousData,
    meta: { failureLog: 'The tenders could not be loaded:' },
  });
  const answer = list.isError ? undefined : list.data;
  const title = t(`tenders.${period}.title`);
  return (
    <PageFrame title={title} lastUpdated={['tenders']}>
      {list.isPending && <StatusLine kind="loading">{t('tenders.loading')}</StatusLine>}
      {(list.isError || (answer?.items.length === 0 && page === 1)) && (
        <StatusLine kind="empty">{t(`tenders.${period}.empty`)}</StatusLine>
      )}
      {answer && (answer.items.length > 0 || page > 1) && (
        <TenderTable
          caption={title}
          tenders={answer.items}
          firstSerialNo={(answer.page - 1) * answer.size + 1}
          paging={pagingOf(page, answer, t(`tenders.${period}.pages`))}
        />
      )}
    </PageFrame>
  );
}
