import { useTranslation } from '@council/i18n';
import { formatDate } from '@council/ui';
import { isArchived } from '../showUntil';

/**
 * An item's "show until" date in an editor's list (issue 20): 'N/A' for none (always on the
 * site), and an Archived mark once the date is past on the council's clock, as the site reads it.
 */
export function ShowUntilCell({ showUntil }: { showUntil: string | null }) {
  const { t } = useTranslation('admin-console');
  const shown = formatDate(showUntil, 'MMM d, y');
  if (!shown) return <>{t('editor.notAvailable')}</>;
  return (
    <>
      {shown}
      {isArchived(showUntil) && (
        <>
          {' '}
          <span className="badge text-bg-secondary admin-archived">{t('editor.archived')}</span>
        </>
      )}
    </>
  );
}
