import { useState } from 'react';
import { publicApi, type Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ComplaintDetailsModal } from '@council/ui';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
import { ComplaintsTable } from './ComplaintsTable';
import '../i18n/registerPublicSiteTexts';

const loadComplaints = () => publicApi.complaints();

/**
 * /viewgrievance, 'All Complaints': every complaint (statusFilter=All) with its details modal,
 * the same one the citizen area shows (package @council/ui). No personal data is shown.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('public-site');
  const complaints = useLoaded(loadComplaints);
  const [chosen, setChosen] = useState<Complaint | null>(null);
  return (
    <PageSection title={t('complaints.title')}>
      {complaints.status === 'loading' && (
        <StatusLine kind="loading">{t('complaints.loading')}</StatusLine>
      )}
      {complaints.status === 'failed' && (
        <StatusLine kind="error">{t('complaints.failed')}</StatusLine>
      )}
      {complaints.status === 'ready' && complaints.value.length === 0 && (
        <StatusLine kind="empty">{t('complaints.empty')}</StatusLine>
      )}
      {complaints.status === 'ready' && complaints.value.length > 0 && (
        <ComplaintsTable
          caption={t('complaints.title')}
          complaints={complaints.value}
          onViewMore={setChosen}
        />
      )}
      <ComplaintDetailsModal
        open={chosen !== null}
        complaint={chosen}
        onClose={() => setChosen(null)}
      />
    </PageSection>
  );
}
