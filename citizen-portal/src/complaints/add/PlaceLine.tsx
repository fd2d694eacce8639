import { useTranslation } from '@council/i18n';
import { SentenceWith, useReadersText } from '@council/ui';
import type { CouncilPlace } from './complaintDraft';

/**
 * Where the complaint goes, where the site knows it and does not ask: the council's own ULB and
 * district, so that the citizen sees it is filed with the right council. Their names are the
 * API's lookups', in English: a Hindi page marks them so.
 */
export function PlaceLine({ place: { district, ulb } }: { place: CouncilPlace }) {
  const { t } = useTranslation('citizen-portal');
  const read = useReadersText();
  if (!district || !ulb) return null;
  return (
    <p className="mb-2">
      <SentenceWith
        sentence={(values) => t('form.goesTo', values)}
        values={{
          ulb: read({ en: ulb.name, hi: null }),
          district: read({ en: district.name, hi: null }),
        }}
      />
    </p>
  );
}
