import { useState } from 'react';
import { useQuery } from '@council/query';
import { publicQueries, type Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ComplaintDetailsModal, ComplaintTable } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';

/**
 * /viewgrievance, 'All Complaints': every complaint (statusFilter=All) with its details modal,
 * the same one the citizen area shows (package @council/ui). No personal data is shown.
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('public-site');
  const complaints = useQuery(publicQueries.complaints());
  const [chosen, setChosen] = useState<Complaint | null>(null);
  return (
    <PageFrame title={t('complaints.title')}>
      {complaints.isPending && <StatusLine kind="loading">{t('complaints.loading')}</StatusLine>}
      {complaints.isError && <StatusLine kind="error">{t('complaints.failed')}</StatusLine>}
      {complaints.isSuccess && complaints.data.length === 0 && (
        <StatusLine kind="empty">{t('complaints.empty')}</StatusLine>
      )}
      {complaints.isSuccess && complaints.data.length > 0 && (
        <ComplaintTable
          kind="public"
          caption={t('complaints.title')}
          complaints={complaints.data}
          onViewMore={setChosen}
        />
      )}
      <ComplaintDetailsModal
        open={chosen !== null}
        complaint={chosen}
        onClose={() => setChosen(null)}
      />
    </PageFrame>
  );
}
