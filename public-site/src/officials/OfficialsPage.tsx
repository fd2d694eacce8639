import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export type OfficialsGroup =
  'wardParshad' | 'executiveOfficer' | 'chairman' | 'standingCommittee' | 'employees';

export default function OfficialsPage({ group }: { group: OfficialsGroup }) {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t(`officials.${group}.title`)}</h1>
    </section>
  );
}
