import { useTranslation } from '@council/i18n';
import { imageSrc } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/** An official's photo at 100x100 (SPEC.md 9), its type read from its bytes; N/A when none. */
export function OfficialPhoto({ photo, name }: { photo: string | null; name: string }) {
  const { t } = useTranslation('public-site');
  const src = imageSrc(photo);
  if (!src) return <>{t('common.notAvailable')}</>;
  return (
    <img
      src={src}
      alt={t('officialCards.photo', { name })}
      width={100}
      height={100}
      className="ps-official-photo"
      loading="lazy"
    />
  );
}
