import { useTranslation } from '@council/i18n';
import { ComplaintTable, Pagination } from '@council/ui';
import { complaintPagePath } from './own/complaintParam';
import type { ComplaintList as List } from './useComplaints';

interface Props {
  list: List;
  onViewMore: (id: number) => void;
}

/**
 * The page's table with the links to the other pages under it, or why there is none: loading,
 * 'Failed to load complaints.' or nothing to show.
 */
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
  const paging = {
    page: list.page,
    size: list.size,
    total: list.total,
    list: t('complaints.pages'),
  };
  if (list.complaints.length === 0) {
    // A page past the end (an old link) still offers the way back to the pages there are.
    return (
      <>
        <p>{t('complaints.empty')}</p>
        <Pagination {...paging} />
      </>
    );
  }
  return (
    <ComplaintTable
      kind="own"
      caption={t('complaints.caption')}
      complaints={list.complaints}
      onViewMore={(complaint) => onViewMore(complaint.id)}
      pageOf={(complaint) => complaintPagePath(complaint.id)}
      paging={paging}
    />
  );
}
