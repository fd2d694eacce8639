import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StoredImage } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/** An official's photo at 100x100 (SPEC.md 9, CSS crops it to that box); N/A when none. */
export function OfficialPhoto({ photo, name }: { photo: StoredFile | null; name: string }) {
  const { t } = useTranslation('public-site');
  if (!photo) return <>{t('common.notAvailable')}</>;
  return (
    <StoredImage
      image={photo}
      alt={t('officialCards.photo', { name })}
      sizes="100px"
      maxWidth={320}
      className="ps-official-photo"
    />
  );
}
