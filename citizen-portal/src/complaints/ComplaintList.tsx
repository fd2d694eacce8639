import { useTranslation } from '@council/i18n';
import { ComplaintTable } from '@council/ui';
import type { ComplaintList as List } from './useComplaints';

interface Props {
  list: List;
  onViewMore: (id: number) => void;
}

/** The table, or why there is none: loading, 'Failed to load complaints.' or nothing to show. */
export function ComplaintList({ list, onViewMore }: Props) {
  const { t } = useTranslation('citizen-portal');
  if (list.loading) return <p role="status">{t('complaints.loading')}</p>;
  if (list.failed) {
    return (
      <p role="alert" className="alert alert-danger">
        {t('complaints.loadFailed')}
      </p>
    );
  }
  if (list.complaints.length === 0) return <p>{t('complaints.empty')}</p>;
  return (
    <ComplaintTable
      kind="own"
      caption={t('complaints.caption')}
      complaints={list.complaints}
      onViewMore={(complaint) => onViewMore(complaint.id)}
    />
  );
}
