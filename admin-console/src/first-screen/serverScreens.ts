import { serverScreensOf } from '@council/first-screen-render';
import declared from '../../screens.json';

/** The admin console's pages rendered on the server; its server bundle holds its page files. */
export const serverScreens = serverScreensOf(
  'admin_console',
  declared,
  (file) => import(/* webpackInclude: /Page\.tsx$/ */ `../${file}`),
);
