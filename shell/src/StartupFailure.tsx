import { useTranslation } from '@council/i18n';

export function StartupFailure() {
  const { t } = useTranslation('shell');
  return (
    <main className="container py-5">
      <p role="alert">{t('startup.failed')}</p>
    </main>
  );
}
