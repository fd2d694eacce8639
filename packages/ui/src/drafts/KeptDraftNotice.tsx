import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import type { KeptDraftOffer } from './useKeptDraft';

interface KeptDraftNoticeProps {
  draft: KeptDraftOffer;
  /** After Restore or Discard, where focus goes (the buttons it was on are gone). */
  afterAnswer?: () => void;
}

/**
 * "You have unsaved changes from before you were signed out", with Restore and Discard, above a
 * form that has a kept draft (useKeptDraft). Its live region is there from the start, so that
 * the notice is read out when it appears: a polite one, not role="status", which the screens
 * give to what is loading.
 */
export function KeptDraftNotice({ draft, afterAnswer }: KeptDraftNoticeProps) {
  const { t } = useTranslation('ui');
  const answer = (choice: () => void) => () => {
    choice();
    afterAnswer?.();
  };
  return (
    <div aria-live="polite">
      {draft.offered && (
        <div className="alert alert-warning" data-testid="kept-draft-notice">
          <p className="mb-2">{t('drafts.notice')}</p>
          {draft.filesLeftOut && <p className="mb-2">{t('drafts.filesLeftOut')}</p>}
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={answer(draft.restore)}
            >
              {t('drafts.restore')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={answer(draft.discard)}
            >
              {t('drafts.discard')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
