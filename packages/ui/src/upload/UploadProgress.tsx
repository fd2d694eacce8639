import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';

/**
 * How much of a large upload has gone out, while it is being sent: a bar for sight and the
 * percent in words ('Uploading: 40%', or the screen's own `text`), read out as it changes.
 */
export function UploadProgress({ percent, text }: { percent: number; text?: string }) {
  const { t } = useTranslation('ui');
  const said = text ?? t('upload.progress', { percent });
  return (
    <div className="my-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={said}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="small mb-0" role="status">
        {said}
      </p>
    </div>
  );
}
