// The citizen portal's server bundle (dist/server/first-screen.js): its static server renders the
// first screen of a signed-in citizen's page with this, in that citizen's session.
import { firstScreenBundle } from '@council/first-screen-render';
import { serverScreens } from './serverScreens';

declare let __webpack_public_path__: string;

export const { configureFirstScreens, renderScreen } = firstScreenBundle(serverScreens, {
  setPublicPath: (publicPath) => {
    __webpack_public_path__ = publicPath;
  },
});
