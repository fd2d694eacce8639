import { serverScreensOf } from '@council/first-screen-render';
import declared from '../../screens.json';

/** The citizen portal's pages rendered on the server; its server bundle holds its page files. */
export const serverScreens = serverScreensOf(
  'citizen_portal',
  declared,
  (file) => import(/* webpackInclude: /Page\.tsx$/ */ `../${file}`),
);
