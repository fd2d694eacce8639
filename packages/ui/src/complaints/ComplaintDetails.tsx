import { Fragment, type ReactNode } from 'react';
import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '../dates/formatDate';
import { StatusBadge } from '../status/StatusBadge';
import { ComplaintImages } from './ComplaintImages';
import { OverdueMark } from './OverdueMark';
import { ComplaintReminders } from './ComplaintReminders';
import './i18n/registerComplaintTexts';

interface Props {
  complaint: Complaint;
  /** Said for the citizen's words when they are empty (not public yet); N/A otherwise. */
  emptyWords?: string;
}

/**
 * Everything SPEC.md lists for one complaint, as the citizen area and the public
 * 'All Complaints' page both show it. It shows what it is given and nothing about who filed it.
 */
export function ComplaintDetails({ complaint, emptyWords }: Props) {
  const { t } = useTranslation('ui');
  const orNA = (value: string | null) =>
    value && value.trim() ? value : t('complaintDetails.notAvailable');
  // The citizen's own words: empty on public pages until staff accept the complaint.
  const words = (value: string) => (value.trim() ? value : (emptyWords ?? orNA(value)));
  const when = (value: string | null) => orNA(formatDate(value, 'yyyy-MM-dd HH:mm:ss'));
  const rows: [key: string, value: ReactNode][] = [
    ['id', complaint.id],
    // SPEC.md's calls carry no number: the row is left out rather than shown N/A.
    ...(complaint.number ? [['number', complaint.number] as [string, ReactNode]] : []),
    ['ward', orNA(complaint.ward)],
    ['grievance', orNA(complaint.grievance)],
    ['additionalInformation', words(complaint.additionalInformation)],
    ['landmark', words(complaint.landmark)],
    ['suggestion', words(complaint.suggestion)],
    ['status', <StatusBadge key="status" status={complaint.status} />],
    ['entryDate', when(complaint.entryDate)],
    [
      'dueDate',
      <Fragment key="due">
        {orNA(formatDate(complaint.dueDate, 'yyyy-MM-dd'))}
        {complaint.overdue && <OverdueMark className="ms-2" />}
      </Fragment>,
    ],
    ['actionBy', orNA(complaint.actionBy)],
    ['actionDate', when(complaint.actionDate)],
    ['reminders', <ComplaintReminders key="reminders" reminders={complaint.reminders} />],
  ];
  return (
    <>
      <dl className="row mb-3">
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <dt className="col-sm-4">{t(`complaintDetails.${key}`)}</dt>
            <dd className="col-sm-8 text-break">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 className="h6">{t('complaintDetails.images')}</h3>
      <ComplaintImages images={complaint.images} />
    </>
  );
}
