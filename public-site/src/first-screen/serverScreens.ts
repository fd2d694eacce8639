import { serverScreensOf } from '@council/first-screen-render';
import declared from '../../screens.json';

/** The public site's pages rendered on the server; its server bundle holds its page files. */
export const serverScreens = serverScreensOf(
  'public_site',
  declared,
  (file) => import(/* webpackInclude: /Page\.tsx$/ */ `../${file}`),
);
