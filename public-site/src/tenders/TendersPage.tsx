import { useQuery } from '@council/query';
import { publicQueries, type Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { isActiveTender } from './tenderPeriod';
import { TenderTable } from './TenderTable';
import '../i18n/registerPublicSiteTexts';

export type TenderPeriod = 'active' | 'past';

/**
 * /currenttender and /pasttender: one call, split by the last date and time of submission
 * (DECISIONS.md). SPEC.md 8: a failure is only logged; the page then shows no rows.
 */
export default function TendersPage({ period }: { period: TenderPeriod }) {
  const { t } = useTranslation('public-site');
  // One read for both periods (and the details page), split here.
  const list = useQuery({
    ...publicQueries.tenders(),
    select: (tenders: Tender[]) =>
      tenders.filter((tender) => isActiveTender(tender) === (period === 'active')),
    meta: { failureLog: 'The tenders could not be loaded:' },
  });
  const rows = list.isError ? [] : list.data;
  const title = t(`tenders.${period}.title`);

  return (
    <PageFrame title={title}>
      {list.isPending && <StatusLine kind="loading">{t('tenders.loading')}</StatusLine>}
      {rows?.length === 0 && <StatusLine kind="empty">{t(`tenders.${period}.empty`)}</StatusLine>}
      {rows && rows.length > 0 && <TenderTable caption={title} tenders={rows} />}
    </PageFrame>
  );
}
