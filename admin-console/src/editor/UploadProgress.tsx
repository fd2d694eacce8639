import { useTranslation } from '@council/i18n';

/** How much of a large upload has gone; a bar for sight and the percent in words. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('admin-console');
  const text = t('editor.uploading', { percent });
  return (
    <div className="admin-upload-progress" role="status">
      <progress max={100} value={percent} aria-label={text} />
      <span>{text}</span>
    </div>
  );
}
