import { useState } from 'react';
import { keepPreviousData, useQuery } from '@council/query';
import {
  COMPLAINT_FILTERS,
  publicQueries,
  type Complaint,
  type ComplaintStatus,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useSearchParams } from '@council/router';
import { ComplaintDetailsModal, ComplaintTable, trackingPath, usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';

/** The status the address asks for (?status=Open), filtered by the API; every complaint without. */
function useStatusParam(): ComplaintStatus | undefined {
  const asked = useSearchParams()[0].get('status');
  return COMPLAINT_FILTERS.find(
    (filter): filter is ComplaintStatus => filter !== 'All' && filter === asked,
  );
}

/**
 * /viewgrievance, 'All Complaints': every complaint (or those of ?status=), a page at a time
 * (?page=n), with its details modal, the same one the citizen area shows (package @council/ui).
 * No personal data is shown; the citizen's words are empty until staff accept the complaint (issue
 * 16), and the modal says why. A complaint's number leads to its tracking page.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('public-site');
  const page = usePageParam();
  const status = useStatusParam();
  const complaints = useQuery({
    ...publicQueries.complaints(status, { page }),
    placeholderData: keepPreviousData,
  });
  const [chosen, setChosen] = useState<Complaint | null>(null);
  const rows = complaints.data?.items ?? [];
  return (
    <PageFrame title={t('complaints.title')} lastUpdated={['complaints']}>
      {complaints.isPending && <StatusLine kind="loading">{t('complaints.loading')}</StatusLine>}
      {complaints.isError && <StatusLine kind="error">{t('complaints.failed')}</StatusLine>}
      {complaints.isSuccess && rows.length === 0 && page === 1 && (
        <StatusLine kind="empty">{t('complaints.empty')}</StatusLine>
      )}
      {complaints.isSuccess && (rows.length > 0 || page > 1) && (
        // On a phone each complaint is a card of its own (the public list's narrow layout).
        <ComplaintTable
          kind="public"
          caption={t('complaints.title')}
          complaints={rows}
          onViewMore={setChosen}
          pageOf={(complaint) => trackingPath(complaint.number)}
          paging={pagingOf(page, complaints.data, t('complaints.pages'))}
        />
      )}
      <ComplaintDetailsModal
        open={chosen !== null}
        complaint={chosen}
        onClose={() => setChosen(null)}
        notPublicText={t('complaints.notPublic')}
      />
    </PageFrame>
  );
}
