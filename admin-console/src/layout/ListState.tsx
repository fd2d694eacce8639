import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import '../i18n/registerAdminConsoleTexts';

/** The line a list shows while its first page loads, read out politely. */
export function ListLoading() {
  const { t } = useTranslation('admin-console');
  return (
    <p role="status" className="admin-table-loading">
      {t('editor.loading')}
    </p>
  );
}

interface ListStateProps {
  /** The list's query, as TanStack Query answers it. */
  list: { isPending: boolean; isError: boolean; error: unknown; data?: unknown };
  /** Said when the list cannot be read and the API gives no sentence of its own. */
  failedText: string;
}

/**
 * A console list's state before its rows: loading, or why it could not be read. An error after a
 * page was shown leaves that page in place (a refetch that failed), so it is said only with no
 * data.
 */
export function ListState({ list, failedText }: ListStateProps) {
  if (list.isPending) return <ListLoading />;
  if (list.isError && list.data === undefined)
    return (
      <p role="alert" className="text-danger">
        {apiErrorMessage(list.error, failedText)}
      </p>
    );
  return null;
}
