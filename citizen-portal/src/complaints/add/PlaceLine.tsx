import { useTranslation } from '@council/i18n';
import type { CouncilPlace } from './complaintDraft';

/**
 * Where the complaint goes, where the site knows it and does not ask: the council's own ULB and
 * district, so that the citizen sees it is filed with the right council.
 */
export function PlaceLine({ place: { district, ulb } }: { place: CouncilPlace }) {
  const { t } = useTranslation('citizen-portal');
  if (!district || !ulb) return null;
  return <p className="mb-2">{t('form.goesTo', { ulb: ulb.name, district: district.name })}</p>;
}
