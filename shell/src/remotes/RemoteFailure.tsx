import { useTranslation } from '@council/i18n';

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-remote-failure" role="alert" aria-labelledby="remote-failure-title">
      <h1 id="remote-failure-title">{t('remote.failedTitle')}</h1>
      <p>{t('remote.failedText')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
