import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export type TendersPeriod = 'active' | 'past';

export default function TendersPage({ period }: { period: TendersPeriod }) {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t(`tenders.${period}.title`)}</h1>
    </section>
  );
}
