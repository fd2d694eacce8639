import { useTranslation } from '@council/i18n';

/** How much of the complaint and its photos has gone out, while it is being sent. */
export function UploadProgress({ share }: { share: number }) {
  const { t } = useTranslation('citizen-portal');
  const percent = Math.round(share * 100);
  const text = t('form.uploading', { percent });
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={text}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="small mb-0">{text}</p>
    </div>
  );
}
