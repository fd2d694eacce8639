import { useTranslation } from '@council/i18n';
import { ContactForm } from '../contact/ContactForm';
import { PageFrame } from '../common/PageFrame';
import '../i18n/registerFeedbackFormTexts';

/** /feedback: the contact page's form on its own, as GIGW asks every site to offer. */
export default function FeedbackPage() {
  const { t } = useTranslation('public-site');
  return (
    <PageFrame title={t('feedbackPage.title')}>
      <p className="ps-feedback-intro">{t('feedbackPage.intro')}</p>
      <div className="ps-feedback-form">
        <ContactForm sentFrom="feedback" />
      </div>
    </PageFrame>
  );
}
