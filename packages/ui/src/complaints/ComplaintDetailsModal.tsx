import type { ReactNode } from 'react';
import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Modal } from '../modal/Modal';
import { ComplaintDetails } from './ComplaintDetails';
import './i18n/registerComplaintTexts';

interface Props {
  open: boolean;
  /** The complaint to show; null while open means it could not be found. */
  complaint: Complaint | null;
  onClose: () => void;
  /** Said for the citizen's words when they are empty (see ComplaintDetails). */
  emptyWords?: string;
  /** Under the details: a way on, such as a link to the complaint's own page. */
  children?: ReactNode;
}

/** 'Complaint Details': one complaint in a modal, opened by a list's 'View More'. */
export function ComplaintDetailsModal({ open, complaint, onClose, emptyWords, children }: Props) {
  const { t } = useTranslation('ui');
  return (
    <Modal title={t('complaintDetails.title')} open={open} onClose={onClose} size="lg">
      {complaint ? (
        <>
          <ComplaintDetails complaint={complaint} emptyWords={emptyWords} />
          {children}
        </>
      ) : (
        <p role="alert" className="mb-0">
          {t('complaintDetails.notFound')}
        </p>
      )}
    </Modal>
  );
}
