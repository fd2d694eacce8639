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
  /** Said for the citizen's words while they are not public (see ComplaintDetails). */
  notPublicText?: string;
  /** Under the details: a way on, such as a link to the complaint's own page. */
  children?: ReactNode;
}

/** 'Complaint Details': one complaint in a modal, opened by a list's 'View More'. */
export function ComplaintDetailsModal(props: Props) {
  const { open, complaint, onClose, notPublicText, children } = props;
  const { t } = useTranslation('ui');
  return (
    <Modal title={t('complaintDetails.title')} open={open} onClose={onClose} size="lg">
      {complaint ? (
        <>
          <ComplaintDetails complaint={complaint} notPublicText={notPublicText} />
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
