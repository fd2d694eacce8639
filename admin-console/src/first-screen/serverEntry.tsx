// The admin console's server bundle (dist/server/first-screen.js): its static server renders the
// first screen of a signed-in admin's page with this, in that admin's session.
import { firstScreenBundle } from '@council/first-screen-render';
import { serverScreens } from './serverScreens';

declare let __webpack_public_path__: string;

export const { configureFirstScreens, renderScreen } = firstScreenBundle(serverScreens, {
  setPublicPath: (publicPath) => {
    __webpack_public_path__ = publicPath;
  },
});
