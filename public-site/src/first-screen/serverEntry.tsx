// The public site's server bundle (dist/server/first-screen.js): its static server renders the
// first screen of a page with this, for the shell's server to put into the page it sends.
import { firstScreenBundle } from '@council/first-screen-render';
import { serverScreens } from './serverScreens';

declare let __webpack_public_path__: string;

export const { configureFirstScreens, renderScreen } = firstScreenBundle(serverScreens, {
  setPublicPath: (publicPath) => {
    __webpack_public_path__ = publicPath;
  },
});
