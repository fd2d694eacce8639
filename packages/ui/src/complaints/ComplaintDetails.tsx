import { Fragment, type ReactNode } from 'react';
import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '../dates/formatDate';
import { StatusBadge } from '../status/StatusBadge';
import { ComplaintImages } from './ComplaintImages';
import { ComplaintReminders } from './ComplaintReminders';
import './i18n/registerComplaintTexts';

/**
 * Everything SPEC.md lists for one complaint, as the citizen area and the public
 * 'All Complaints' page both show it. It shows what it is given and nothing about who filed it.
 */
export function ComplaintDetails({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation('ui');
  const orNA = (value: string | null) =>
    value && value.trim() ? value : t('complaintDetails.notAvailable');
  const when = (value: string | null) => orNA(formatDate(value, 'yyyy-MM-dd HH:mm:ss'));
  const rows: [key: string, value: ReactNode][] = [
    ['id', complaint.id],
    ['ward', orNA(complaint.ward)],
    ['grievance', orNA(complaint.grievance)],
    ['additionalInformation', orNA(complaint.additionalInformation)],
    ['landmark', orNA(complaint.landmark)],
    ['suggestion', orNA(complaint.suggestion)],
    ['status', <StatusBadge key="status" status={complaint.status} />],
    ['entryDate', when(complaint.entryDate)],
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
