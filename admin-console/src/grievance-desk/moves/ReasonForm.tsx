import { CommentField } from '@council/ui';
import { useId, useState } from 'react';
import { deskApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { MoveForm, type MoveFormProps } from './MoveForm';

interface Props extends MoveFormProps {
  /** Reject (a reason the citizen and the public read), or hide or show the citizen's words. */
  move: 'reject' | 'hide' | 'show';
}

/** A move that needs a reason: the form refuses an empty one before the API would. */
export function ReasonForm({ move, complaint, perform, busy, onCancel }: Props) {
  const { t } = useTranslation('admin-console');
  const fieldId = `${useId()}-reason`;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    if (reason.trim() === '') {
      setError(t('desk.moves.reasonRequired'));
      document.getElementById(fieldId)?.focus();
      return;
    }
    await perform(
      () =>
        deskApi.withReason(complaint.id, move, {
          version: complaint.version,
          reason: reason.trim(),
        }),
      (after) => t(`desk.moves.${move}.done`, { number: after.number, status: after.status }),
      (message) => {
        setError(message);
        document.getElementById(fieldId)?.focus();
      },
    );
  }

  return (
    <MoveForm
      heading={t(`desk.moves.${move}.heading`)}
      submitText={t(`desk.moves.${move}.submit`)}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <CommentField
        id={fieldId}
        label={t(`desk.moves.${move}.reason`)}
        hint={t(`desk.moves.${move}.hint`)}
        required
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
      />
    </MoveForm>
  );
}
