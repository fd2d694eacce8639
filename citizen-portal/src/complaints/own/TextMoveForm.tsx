import { CommentField } from '@council/ui';
import { useId, useState } from 'react';
import { MAX_REOPENS, REOPEN_WINDOW_DAYS } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { MoveForm } from './MoveForm';
import type { MoveFormProps } from './moveFormProps';

interface Props extends MoveFormProps {
  /** Reopen (with a reason) or send a reminder (with a message): one required text each. */
  action: 'reopen' | 'remind';
}

/** Reopen a resolved or rejected complaint, or remind the council of an overdue one. */
export function TextMoveForm({ action, complaint, send, sending, onDone, onCancel }: Props) {
  const { t } = useTranslation('citizen-portal');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const texts = (key: string) => t(`own.${action}.${key}`);

  const showError = (message: string) => {
    setError(message);
    document.getElementById(fieldId)?.focus();
  };

  async function submit() {
    const value = text.trim();
    if (value === '') return showError(texts('required'));
    setFailure(undefined);
    const { version } = complaint;
    const outcome = await send(
      action === 'reopen'
        ? { action, body: { version, reason: value } }
        : { action, body: { version, message: value } },
      t('own.failed'),
    );
    if (outcome.kind === 'done') onDone(texts('done'));
    if (outcome.kind === 'invalid') showError(outcome.message);
    if (outcome.kind === 'failed') setFailure(outcome.message);
  }

  const intro =
    action === 'reopen' ? (
      <>
        {t('own.reopen.rule', { times: MAX_REOPENS, days: REOPEN_WINDOW_DAYS })}{' '}
        {complaint.reopenCount > 0 && t('own.reopen.reopened', { count: complaint.reopenCount })}
      </>
    ) : (
      t('own.remind.intro')
    );
  return (
    <MoveForm
      title={texts('title')}
      intro={intro}
      submitText={texts('submit')}
      sending={sending}
      failure={failure}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <CommentField
        rows={3}
        id={fieldId}
        label={texts(action === 'reopen' ? 'reason' : 'message')}
        value={text}
        required
        error={error}
        onChange={(value) => {
          setText(value);
          if (value.trim() !== '') setError(undefined);
        }}
      />
    </MoveForm>
  );
}
