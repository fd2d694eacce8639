import { LanguageSwitch, useTranslation } from '@council/i18n';
import { useRole } from '@council/shared-auth';
import { AccountLinks } from './AccountLinks';
import { ContactLinks } from './ContactLinks';
import { ReaderTools } from './ReaderTools';

/**
 * The reader's tools (Screen Reader Access, text size, contrast), location link, contact email,
 * social icons, the language switch (our own, DECISIONS.md) and, for someone signed in, their
 * account links. On phones only the account links stay here, as one slim line; the rest is in
 * the opened menu (MenuContacts).
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  const signedIn = useRole() !== null;
  return (
    <div className={`shell-topbar${signedIn ? ' shell-topbar-signed-in' : ''}`}>
      <div className="container shell-topbar-row">
        <ReaderTools />
        <div className="shell-topbar-contacts">
          <ContactLinks />
          <LanguageSwitch label={t('header.language')} className="shell-language" />
        </div>
        <AccountLinks />
      </div>
    </div>
  );
}
