import type { StatusCount } from '@council/api-client';
import { useTranslation } from '@council/i18n';

/** '{status}: {n} complaint(s)', one line per status. */
export function StatusCountList({ counts }: { counts: StatusCount[] }) {
  const { t } = useTranslation('citizen-portal');
  if (counts.length === 0) return null;
  return (
    <ul className="list-unstyled mb-4" aria-label={t('dashboard.listLabel')}>
      {counts.map(({ status, count }) => (
        <li key={status}>{t('dashboard.count', { status, n: count })}</li>
      ))}
    </ul>
  );
}
