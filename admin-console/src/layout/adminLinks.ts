import { menuLinksOf, type ScreensFile } from '@council/site-config';
import declared from '../../screens.json';

/** The sidebar's links: the screens this remote places in its 'console' menu, in their order. */
export const ADMIN_LINKS = menuLinksOf((declared as ScreensFile).screens, 'console');
