import { useTranslation } from '@council/i18n';

export function ScreenLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className="shell-screen-loading" role="status" aria-live="polite">
      {t('remote.loading')}
    </p>
  );
}
