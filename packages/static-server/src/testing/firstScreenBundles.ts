// Fake server bundles, as the builds write them (dist/server/first-screen.js, CommonJS): the
// static server requires them from the built folder, so they are real files, not jest mocks.

import { SERVER_FILE } from '@council/first-screen';

/**
 * A remote's bundle. ./Home renders (with props.ward when given; in Hindi when asked), ./Echo renders what the bundle
 * was given (the page's location too), ./Tender names its page after its item (./LongTitle by a
 * title no page could carry), ./Notice describes its item too, ./Dated shows the site's last
 * change (a read the frame's footer shares), ./Missing finds no item, ./Broken fails, ./Slow
 * never answers, any other module is left to the browser.
 */
export const REMOTE_BUNDLE = `'use strict';
let settings = null;
let configured = 0;
exports.configureFirstScreens = function (given) {
  settings = given;
  configured += 1;
};
const LAST_UPDATED = '["public","last-updated"]';
exports.renderScreen = async function (module, props, location, sessionToken, language) {
  if (!settings) throw new Error('renderScreen before configureFirstScreens');
  const welcome = language === 'hi' ? 'स्वागत है' : 'Welcome';
  switch (module) {
    case './Home':
      return {
        html:
          '<main><h1>' + (props.ward ? 'Ward ' + props.ward : welcome) + '</h1>' +
          '<p>Rates $& dues</p><img src="' + settings.publicPath + 'banner.png"></main>',
        head: '<link rel="preload" as="image" href="' + settings.publicPath + 'banner.png"/>',
        calls: { '/notices': [{ title: 'Water cut </script><script>alert(1)</script>' }] },
      };
    case './Echo':
      return {
        html: JSON.stringify({ configured, settings, props, location, sessionToken, language }),
        calls: {},
      };
    case './Tender':
      return { html: '<main><h1>Tender Details</h1></main>', calls: {}, title: 'Lights <& poles>' };
    case './Notice':
      return {
        html: '<main><h1>Notice</h1></main>',
        calls: {},
        title: 'Water cut <ward 3>',
        description: 'Ward "3" & 4 <b>\\n</b> ' + 'from ten in the morning, '.repeat(12),
      };
    case './Dated':
      return {
        html: '<main><p>Last updated on 04/Mar/2026</p></main>',
        calls: {
          queries: [{ queryHash: LAST_UPDATED, state: { data: { site: '2026-03-04' } } }],
          mutations: [],
        },
      };
    case './Missing':
      return { html: '<main><p>Not found</p></main>', calls: {}, notFound: true };
    case './LongTitle':
      return { html: '<main><h1>Tender Details</h1></main>', calls: {}, title: 'x'.repeat(501) };
    case './ScriptInHead':
      return { html: '<main>Rates</main>', head: '<script>alert(1)</script>', calls: {} };
    case './Broken':
      throw new Error('the API is down');
    case './Slow':
      return new Promise(function () {});
    default:
      return null;
  }
};
`;

/** The remote's federation manifest: ./Home has two stylesheets, ./Echo is not exposed. */
export const REMOTE_MANIFEST = JSON.stringify({
  id: 'public_site',
  name: 'public_site',
  exposes: [
    {
      path: './Home',
      assets: {
        js: { sync: ['__federation_expose_Home.1a2b3c4d.js'], async: [] },
        css: { sync: ['__federation_expose_Home.4bc6605a.css', '2250.4bc6605a.css'], async: [] },
      },
    },
    {
      path: './About',
      assets: { js: { sync: [], async: [] }, css: { sync: ['about.0a0b0c0d.css'], async: [] } },
    },
  ],
});

const publicScreen = (path: string, module: string, extra: Record<string, unknown> = {}) => ({
  path,
  module,
  access: 'public',
  title: { en: `Title of ${path}` },
  firstScreen: 'server',
  ...extra,
});

/**
 * The screens the public site publishes: `/`, `/wards/7` (props { ward }), `/echo`,
 * `/coming-soon`, `/broken`, `/script-in-head` (whose head is not only links), `/tender` and
 * `/long-title` (which name their page after their item), `/dated` and `/frame-fails` have their first screen from the server (the
 * shell's frame throws on `/frame-fails`); `/in-browser` is rendered by the browser,
 * `/ward-office` and `/ward-echo` need an admin's sign-in.
 */
export const REMOTE_SCREENS = {
  remote: 'public_site',
  screens: [
    publicScreen('/', './Home'),
    publicScreen('/wards/7', './Home', { props: { ward: '7' } }),
    publicScreen('/echo', './Echo'),
    publicScreen('/coming-soon', './ComingSoon'),
    publicScreen('/broken', './Broken'),
    publicScreen('/script-in-head', './ScriptInHead'),
    publicScreen('/tender', './Tender'),
    publicScreen('/long-title', './LongTitle'),
    publicScreen('/notice-details', './Notice'),
    publicScreen('/missing', './Missing'),
    publicScreen('/dated', './Dated'),
    publicScreen('/notice', './Home'),
    publicScreen('/frame-fails', './Home'),
    publicScreen('/in-browser', './Home', { firstScreen: 'browser' }),
    publicScreen('/ward-office', './Home', { access: ['admin'] }),
    publicScreen('/ward-echo', './Echo', { access: ['admin'] }),
  ],
};

/** The files of a built public site with a server bundle. */
export const REMOTE_FILES: Record<string, string> = {
  [SERVER_FILE]: REMOTE_BUNDLE,
  'mf-manifest.json': REMOTE_MANIFEST,
  'screens.json': JSON.stringify(REMOTE_SCREENS),
};

export const SCREEN_MARKER = '<council-first-screen></council-first-screen>';

/**
 * The shell's bundle: it renders the frame of any screen of the table it is given that the
 * session may open (a token 'role:admin' stands for an admin's session), marking the role in the
 * frame, in English or Hindi (the council's Hindi name in its header), its footer reading the
 * site's last change from the screen's answers when they have it and else its own read (the
 * 1st of March), and throws on `/frame-fails`; `/sign-in` is its own page.
 */
export const SHELL_BUNDLE = `'use strict';
exports.SCREEN_MARKER = ${JSON.stringify(SCREEN_MARKER)};
exports.LANGUAGES = ['en', 'hi'];
let siteConfig = null;
exports.configureFrames = function (config) {
  siteConfig = config;
};
exports.describePage = async function (language) {
  return language === 'hi' ? 'नगर परिषद की आधिकारिक वेबसाइट' : 'Official website of the council';
};
function roleOf(sessionToken) {
  return sessionToken && sessionToken.startsWith('role:') ? sessionToken.slice(5) : null;
}
exports.pageOfSession = function (pathname, screens, sessionToken) {
  const role = roleOf(sessionToken);
  if (pathname === '/sign-in') return role ? null : { screen: null, renderedFor: null };
  const screen = screens.find(function (s) { return s.path === pathname; });
  if (!screen || (screen.access !== 'public' && !screen.access.includes(role))) return null;
  return {
    screen: { remote: screen.remote, module: screen.module, props: screen.props || {} },
    renderedFor: role,
  };
};
exports.renderFrame = async function (pathname, screens, sessionToken, language, search, screenAnswers) {
  const renderedIn = exports.LANGUAGES.includes(language) ? language : 'en';
  if (!siteConfig) throw new Error('renderFrame before configureFrames');
  if (pathname === '/frame-fails') throw new Error('a frame that cannot be rendered');
  const page = exports.pageOfSession(pathname, screens, sessionToken);
  if (!page) return null;
  if (!page.screen) {
    // The shell's own page, rendered whole in its frame.
    return {
      html:
        '<header>Nagar Parishad</header><main><h1>Sign in</h1><p>' +
        (search === '?as=citizen' ? 'For citizens' : 'For staff') +
        '</p><form method="post"></form></main>',
      screen: null,
      title: renderedIn === 'hi' ? 'लॉग इन' : 'Sign in',
      renderedFor: null,
      language: renderedIn,
      calls: { queries: [{ queryHash: '["news"]' }], mutations: [] },
    };
  }
  const LAST_UPDATED = '["public","last-updated"]';
  const shared = ((screenAnswers && screenAnswers.queries) || []).find(function (query) {
    return query.queryHash === LAST_UPDATED;
  });
  const lastChange = shared ? shared.state.data.site : '2026-03-01';
  return {
    html:
      '<header data-api="' + siteConfig.apiBaseUrl + '">' +
      (renderedIn === 'hi' ? 'नगर परिषद' : 'Nagar Parishad') + '</header>' +
      '<div class="page">' + exports.SCREEN_MARKER + '</div><footer>$\\' 2026, last changed ' +
      lastChange + '</footer>',
    screen: page.screen,
    renderedFor: page.renderedFor,
    language: renderedIn,
  };
};
`;

/** The shell's page as its minified build writes it: unquoted attributes, no placeholder. */
export const SHELL_INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=description content="Official website of the Nagar Parishad">' +
  '<title>Nagar Parishad</title>' +
  '<link rel=preload as=script href=/main.1a2b3c4d.js>' +
  '<link rel=preload as=script href=/175.c99d3309.js>' +
  '<link rel=preload as=style href=/675.356ab508.css>' +
  '<link rel=icon href=/favicon.svg>' +
  '<script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';

/** The files of a built shell with a server bundle. */
export const SHELL_FILES: Record<string, string> = {
  [SERVER_FILE]: SHELL_BUNDLE,
  'index.html': SHELL_INDEX_HTML,
};
