import { useQuery } from '@council/query';
import { useTranslation } from '@council/i18n';
import { Link, useSearchParams } from '@council/router';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { tenderById } from './findTender';
import { TenderDetails } from './TenderDetails';
import '../i18n/registerPublicSiteTexts';

/** /tender-details?id={id}: one tender as a page, so it can be linked to (DECISIONS.md). */
export default function TenderDetailsPage() {
  const { t } = useTranslation('public-site');
  const id = Number(useSearchParams()[0].get('id'));
  const chosen = Number.isInteger(id) && id > 0 ? id : null;
  const found = useQuery({ ...tenderById(chosen ?? 0), enabled: chosen !== null });
  return (
    <PageFrame title={t('tenderDetails.title')}>
      {chosen === null && <StatusLine kind="empty">{t('tenderDetails.missingId')}</StatusLine>}
      {chosen !== null && found.isPending && (
        <StatusLine kind="loading">{t('tenderDetails.loading')}</StatusLine>
      )}
      {found.isError && <StatusLine kind="error">{t('tenderDetails.failed')}</StatusLine>}
      {chosen !== null && found.isSuccess && found.data === null && (
        <StatusLine kind="empty">{t('tenderDetails.notFound')}</StatusLine>
      )}
      {found.isSuccess && found.data !== null && (
        <>
          <TenderDetails tender={found.data.tender} headingLevel={2} />
          <Link to={found.data.state === 'active' ? '/currenttender' : '/pasttender'}>
            {found.data.state === 'active' ? t('tenderDetails.active') : t('tenderDetails.past')}
          </Link>
        </>
      )}
    </PageFrame>
  );
}
