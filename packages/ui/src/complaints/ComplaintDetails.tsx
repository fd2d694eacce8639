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
  /**
   * On a public page: said for the citizen's words while the public may not see them (the API
   * sends them empty until staff accept the complaint, and again once staff hide them).
   */
  notPublicText?: string;
}

/**
 * Whether the API left the citizen's words out: what is wrong and the landmark are required when
 * filing, so both are empty only where they are withheld. The suggestion alone may be empty.
 */
const wordsWithheld = ({ additionalInformation, landmark }: Complaint) =>
  additionalInformation.trim() === '' && landmark.trim() === '';

/**
 * Everything SPEC.md lists for one complaint, as the citizen area and the public
 * 'All Complaints' page both show it. It shows what it is given and nothing about who filed it.
 */
export function ComplaintDetails({ complaint, notPublicText }: Props) {
  const { t } = useTranslation('ui');
  const orNA = (value: string | null) =>
    value && value.trim() ? value : t('complaintDetails.notAvailable');
  const withheld = notPublicText !== undefined && wordsWithheld(complaint);
  // The citizen's own words: not public yet, else as given ('None given' for a suggestion).
  const words = (value: string, ifEmpty = orNA(value)) =>
    value.trim() ? value : withheld ? notPublicText : ifEmpty;
  const when = (value: string | null) => orNA(formatDate(value, 'yyyy-MM-dd HH:mm:ss'));
  const rows: [key: string, value: ReactNode][] = [
    ['id', complaint.id],
    // SPEC.md's calls carry no number: the row is left out rather than shown N/A.
    ...(complaint.number ? [['number', complaint.number] as [string, ReactNode]] : []),
    ['ward', orNA(complaint.ward)],
    ['grievance', orNA(complaint.grievance)],
    ['additionalInformation', words(complaint.additionalInformation)],
    ['landmark', words(complaint.landmark)],
    ['suggestion', words(complaint.suggestion, t('complaintDetails.noneGiven'))],
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
