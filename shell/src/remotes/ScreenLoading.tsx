import { useEffect } from 'react';
import { useTranslation } from '@council/i18n';

interface ScreenLoadingProps {
  /** Called once the text is on screen (see RemoteSlot's useShownOnArrival). */
  onShown?: () => void;
}

export function ScreenLoading({ onShown }: ScreenLoadingProps) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  return (
    <p className="shell-screen-loading" role="status" aria-live="polite">
      {t('remote.loading')}
    </p>
  );
}
