import { useCallback } from 'react';
import { publicApi, type Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link, useSearchParams } from '@council/router';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
import { isActiveTender } from './tenderPeriod';
import { TenderDetails } from './TenderDetails';
import '../i18n/registerPublicSiteTexts';

/** /tender-details?id={id}: one tender as a page, so it can be linked to (DECISIONS.md). */
export default function TenderDetailsPage() {
  const { t } = useTranslation('public-site');
  const id = Number(useSearchParams()[0].get('id'));
  const chosen = Number.isInteger(id) && id > 0 ? id : null;
  const load = useCallback(
    async (): Promise<Tender | null> =>
      chosen === null
        ? null
        : ((await publicApi.tenders()).find((tender) => tender.id === chosen) ?? null),
    [chosen],
  );
  const found = useLoaded(load);

  return (
    <PageSection title={t('tenderDetails.title')}>
      {chosen === null && <StatusLine kind="empty">{t('tenderDetails.missingId')}</StatusLine>}
      {chosen !== null && found.status === 'loading' && (
        <StatusLine kind="loading">{t('tenderDetails.loading')}</StatusLine>
      )}
      {found.status === 'failed' && (
        <StatusLine kind="error">{t('tenderDetails.failed')}</StatusLine>
      )}
      {chosen !== null && found.status === 'ready' && found.value === null && (
        <StatusLine kind="empty">{t('tenderDetails.notFound')}</StatusLine>
      )}
      {found.status === 'ready' && found.value !== null && (
        <>
          <TenderDetails tender={found.value} headingLevel={2} />
          <Link to={isActiveTender(found.value) ? '/currenttender' : '/pasttender'}>
            {isActiveTender(found.value) ? t('tenderDetails.active') : t('tenderDetails.past')}
          </Link>
        </>
      )}
    </PageSection>
  );
}
