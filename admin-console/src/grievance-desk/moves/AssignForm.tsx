import { useId, useState } from 'react';
import { deskApi, grievanceQueries, type Officer } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { CommentField, FormField } from '@council/ui';
import { MoveForm, type MoveFormProps } from './MoveForm';

interface Props extends MoveFormProps {
  /** Accept an Open complaint and give it to an officer, or hand a Pending one to another. */
  move: 'assign' | 'reassign';
}

/** "Accept and assign" and "Reassign": an officer (those serving the ward first), a comment. */
export function AssignForm({ move, complaint, perform, busy, onCancel }: Props) {
  const { t } = useTranslation('admin-console');
  const id = useId();
  const officers = useQuery(grievanceQueries.officers());
  const [officerId, setOfficerId] = useState('');
  const [comment, setComment] = useState('');
  const [officerError, setOfficerError] = useState<string>();
  const [commentError, setCommentError] = useState<string>();

  // The officer who has it now is no choice for a reassignment.
  const choices = (Array.isArray(officers.data) ? officers.data : []).filter(
    (officer) => officer.id !== complaint.officer?.id,
  );
  const servesWard = (officer: Officer) =>
    officer.wards.some((ward) => ward.id === complaint.wardId);
  const label = (officer: Officer) =>
    officer.wards.length === 0
      ? t('desk.officer', officer)
      : t('desk.moves.officerWithWards', {
          officer: t('desk.officer', officer),
          wards: officer.wards.map((ward) => ward.wardNumber).join(', '),
        });
  const options = (list: Officer[]) =>
    list.map((officer) => (
      <option key={officer.id} value={officer.id}>
        {label(officer)}
      </option>
    ));

  async function submit() {
    if (officerId === '') {
      setOfficerError(t('desk.moves.officerRequired'));
      document.getElementById(`${id}-officer`)?.focus();
      return;
    }
    await perform(
      () =>
        deskApi.assign(complaint.id, move, {
          version: complaint.version,
          officerId: Number(officerId),
          comment: comment.trim(),
        }),
      (after) =>
        t(`desk.moves.${move}.done`, {
          number: after.number,
          officer: after.officer?.name ?? '',
        }),
      // The API names the field it refuses: an officer who cannot take it, or the comment.
      (message) => {
        const field = /officer/i.test(message) ? 'officer' : 'comment';
        (field === 'officer' ? setOfficerError : setCommentError)(message);
        document.getElementById(`${id}-${field}`)?.focus();
      },
    );
  }

  const serving = choices.filter(servesWard);
  const others = choices.filter((officer) => !servesWard(officer));
  return (
    <MoveForm
      heading={t(`desk.moves.${move}.heading`)}
      submitText={t(`desk.moves.${move}.submit`)}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <FormField
        id={`${id}-officer`}
        label={t('desk.moves.officer')}
        required
        error={officerError}
        hint={officers.isError ? t('desk.moves.officersFailed') : undefined}
        className="mb-3"
      >
        {(control, invalid) => (
          <select
            {...control}
            className={invalid ? 'form-select is-invalid' : 'form-select'}
            required
            value={officerId}
            onChange={(event) => {
              setOfficerId(event.target.value);
              setOfficerError(undefined);
            }}
          >
            <option value="">
              {officers.isPending ? t('editor.loading') : t('desk.moves.chooseOfficer')}
            </option>
            {serving.length > 0 && (
              <optgroup label={t('desk.moves.servingWard', { ward: complaint.ward })}>
                {options(serving)}
              </optgroup>
            )}
            {others.length > 0 &&
              (serving.length > 0 ? (
                <optgroup label={t('desk.moves.otherOfficers')}>{options(others)}</optgroup>
              ) : (
                options(others)
              ))}
          </select>
        )}
      </FormField>
      <CommentField
        id={`${id}-comment`}
        label={t('desk.moves.comment')}
        hint={t('desk.moves.commentHint')}
        value={comment}
        error={commentError}
        onChange={(value) => {
          setComment(value);
          setCommentError(undefined);
        }}
      />
    </MoveForm>
  );
}
