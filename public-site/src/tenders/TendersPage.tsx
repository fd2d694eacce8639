import { useCallback } from 'react';
import { publicApi, type Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
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
  const load = useCallback(
    (): Promise<Tender[]> =>
      publicApi.tenders().then(
        (tenders) => tenders.filter((tender) => isActiveTender(tender) === (period === 'active')),
        (error: unknown) => {
          console.error('The tenders could not be loaded:', error);
          return [];
        },
      ),
    [period],
  );
  const list = useLoaded(load);
  const title = t(`tenders.${period}.title`);

  return (
    <PageSection title={title}>
      {list.status === 'loading' && <StatusLine kind="loading">{t('tenders.loading')}</StatusLine>}
      {list.status === 'ready' && list.value.length === 0 && (
        <StatusLine kind="empty">{t(`tenders.${period}.empty`)}</StatusLine>
      )}
      {list.status === 'ready' && list.value.length > 0 && (
        <TenderTable caption={title} tenders={list.value} />
      )}
    </PageSection>
  );
}
