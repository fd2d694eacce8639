import type { RemoteName, Screen, ScreensFile } from '@council/site-config';
import adminConsole from '../../../admin-console/screens.json';
import citizenPortal from '../../../citizen-portal/screens.json';
import publicSite from '../../../public-site/screens.json';

const owned = (remote: RemoteName, file: unknown): Screen[] =>
  (file as ScreensFile).screens.map((declaration) => ({ ...declaration, remote }));

/** The whole site's table, as the shell's server merges it from the three remotes' own lists. */
export const SITE_SCREENS: Screen[] = [
  ...owned('public_site', publicSite),
  ...owned('admin_console', adminConsole),
  ...owned('citizen_portal', citizenPortal),
];
