import { useTranslation } from '@council/i18n';
import { useRole } from '@council/shared-auth';
import { useCouncil, useScreens } from '@council/site-config';
import { publicMenu, type MenuItem } from './menuEntries';

/**
 * The public menu of the current table of screens, in the reader's language, for the visitor:
 * without the Login group once someone is signed in (the role, which the server's render knows too).
 */
export function usePublicMenu(): MenuItem[] {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const screens = useScreens();
  const withSignIn = useRole() === null;
  return publicMenu({
    council,
    screens,
    t: (key) => t(key),
    language: i18n.language,
    withSignIn,
  });
}
