import { useTranslation } from '@council/i18n';
import { useCouncil, useScreens } from '@council/site-config';
import { publicMenu, type MenuItem } from './menuEntries';

/** The public menu of the current table of screens, in the reader's language. */
export function usePublicMenu(): MenuItem[] {
  const { t, i18n } = useTranslation('shell');
  const council = useCouncil();
  const screens = useScreens();
  return publicMenu({ council, screens, t: (key) => t(key), language: i18n.language });
}
