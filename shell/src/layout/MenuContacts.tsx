import { LanguageSwitch, useTranslation } from '@council/i18n';
import { ContactLinks } from './ContactLinks';
import { HelplineLinks } from './HelplineLinks';
import { ReaderTools } from './ReaderTools';

/**
 * On phones, what the compact header leaves out, at the foot of the opened menu: the toll-free
 * number, the mobile app, the contacts, the language switch and the reader's tools (CSS shows it
 * below 768px only).
 */
export function MenuContacts() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-menu-contacts">
      <HelplineLinks />
      <ContactLinks />
      <LanguageSwitch label={t('header.language')} className="shell-language" />
      <ReaderTools />
    </div>
  );
}
