import { publicQueries } from '@council/api-client';
import { useQuery } from '@council/query';
import { useTranslation } from '@council/i18n';
import { Link, useSearchParams } from '@council/router';
import { useScreenPage, useScreenTitle } from '@council/site-config';
import { useReadersText } from '@council/ui';
import { descriptionOf, titleOf } from '../common/bilingual';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { isOpenForBids } from './tenderPeriod';
import { TenderDetails } from './TenderDetails';
import '../i18n/registerPublicSiteTexts';

/** /tender-details?id={id}: one tender as a page, so it can be linked to (DECISIONS.md). */
export default function TenderDetailsPage() {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const id = Number(useSearchParams()[0].get('id'));
  const chosen = Number.isInteger(id) && id > 0 ? id : null;
  const found = useQuery({ ...publicQueries.tender(chosen ?? 0), enabled: chosen !== null });
  // A tender that is not there (deleted, or a mistyped id) is no failure of the site: the API's
  // 404 is the answer null, and the server answers the page 404.
  const tender = found.data ?? null;
  const missing = found.isSuccess && tender === null;
  const open = tender !== null && isOpenForBids(tender);
  // The page is named after the tender, so a tab, a bookmark or a shared link says which one; in
  // the reader's language where the clerk wrote it (a <title> cannot mark another language).
  useScreenTitle(tender && read(titleOf(tender)).text);
  // A shared link's preview says what the tender is about.
  useScreenPage({
    description: tender && read(descriptionOf(tender)).text,
    notFound: chosen === null || missing,
  });
  return (
    <PageFrame title={t('tenderDetails.title')} lastUpdated={['tenders']}>
      {chosen === null && <StatusLine kind="empty">{t('tenderDetails.missingId')}</StatusLine>}
      {chosen !== null && found.isPending && (
        <StatusLine kind="loading">{t('tenderDetails.loading')}</StatusLine>
      )}
      {found.isError && <StatusLine kind="error">{t('tenderDetails.failed')}</StatusLine>}
      {missing && <StatusLine kind="empty">{t('tenderDetails.notFound')}</StatusLine>}
      {tender && (
        <>
          <TenderDetails tender={tender} headingLevel={2} />
          <Link to={open ? '/currenttender' : '/pasttender'}>
            {open ? t('tenderDetails.active') : t('tenderDetails.past')}
          </Link>
        </>
      )}
    </PageFrame>
  );
}
