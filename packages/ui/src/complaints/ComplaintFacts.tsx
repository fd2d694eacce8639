import { Fragment, type ReactNode } from 'react';
import type { CitizenComplaint, DeskComplaint, TrackedComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { formatDate } from '../dates/formatDate';
import { StatusBadge } from '../status/StatusBadge';
import { OverdueMark } from './OverdueMark';
import { PhotoThumbnails } from './PhotoThumbnails';
import './i18n/registerComplaintTexts';

interface Props {
  /** Any view of a complaint: what they share is shown, nothing about who filed it. */
  complaint: TrackedComplaint | CitizenComplaint | DeskComplaint;
}

/**
 * The facts of a complaint on the desk (issue 16): its number, status, where, when, its due date
 * and what came of it. The action and the rejection reason appear only once there is one.
 */
export function ComplaintFacts({ complaint }: Props) {
  const { t } = useTranslation('ui');
  const rows: [key: string, value: ReactNode][] = [
    ['number', complaint.number],
    ['status', <StatusBadge key="status" status={complaint.status} />],
    ['category', complaint.category],
    ['ward', complaint.ward],
    ['entryDate', formatDate(complaint.entryDate, 'dd/MMM/yyyy HH:mm')],
    [
      'dueDate',
      <Fragment key="due">
        {formatDate(complaint.dueDate, 'dd/MMM/yyyy') ?? t('complaintFacts.noDueDate')}
        {complaint.overdue && <OverdueMark className="ms-2" />}
      </Fragment>,
    ],
  ];
  if (complaint.actionTaken?.trim()) rows.push(['actionTaken', complaint.actionTaken]);
  if (complaint.actionPhotos.length > 0)
    rows.push([
      'actionPhotos',
      <PhotoThumbnails
        key="photos"
        photos={complaint.actionPhotos}
        altOf={(n) => t('complaintFacts.actionPhoto', { n })}
      />,
    ]);
  if (complaint.rejectionReason?.trim()) rows.push(['rejectionReason', complaint.rejectionReason]);
  return (
    <dl className="row mb-3">
      {rows.map(([key, value]) => (
        <Fragment key={key}>
          <dt className="col-sm-4">{t(`complaintFacts.${key}`)}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
