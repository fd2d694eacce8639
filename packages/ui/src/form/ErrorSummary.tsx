import type { MouseEvent } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import type { ErrorSummaryContent } from './useFieldErrors';

/**
 * The list of what a submit found wrong, at the top of the form: read out as it appears (role
 * alert), each line a link to its field. Nothing while the form has no message to summarise.
 */
export function ErrorSummary({ summary }: { summary: ErrorSummaryContent }) {
  const { t } = useTranslation('ui');
  const { entries, round } = summary;
  if (entries.length === 0) return null;
  return (
    // A new key each submit: the region is new, so the same messages are read out again.
    <div key={round} role="alert" className="alert alert-danger council-error-summary">
      <p className="fw-semibold mb-1">{t('form.summary', { count: entries.length })}</p>
      <ul className="mb-0 ps-3">
        {entries.map(({ id, message }) => (
          <li key={id}>
            <a className="alert-link" href={`#${id}`} onClick={(event) => goTo(event, id)}>
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** To the field itself, without changing the address (the router owns it). */
function goTo(event: MouseEvent, id: string) {
  event.preventDefault();
  const field = document.getElementById(id);
  field?.scrollIntoView?.({ block: 'center' });
  field?.focus({ preventScroll: true });
}
