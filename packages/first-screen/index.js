// Plain CommonJS, so that the webpack configs, the static server (compiled by tsc) and the
// browser bundles can all require it as it is.

/** Where an app's build puts its server bundle, inside the built folder; never served. */
const SERVER_FOLDER = 'server';

/** The server bundle itself, relative to the built folder. */
const SERVER_FILE = `${SERVER_FOLDER}/first-screen.js`;

/** The id of the page's JSON element with the answers the first screen was rendered from. */
const CALLS_ELEMENT_ID = 'first-screen-calls';

/**
 * The cookie with the session's token, which the browser keeps beside localStorage while a
 * session runs, so that the shell's server can render a signed-in screen's first page.
 */
const SESSION_COOKIE = 'council-session';

/**
 * The attribute of the page's #root naming the role its first screen was rendered for; absent
 * when it was rendered for a visitor who is not signed in. The browser takes the markup over
 * only for that same role.
 */
const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/**
 * The attribute of the page's #root naming the language its first screen was rendered in ('hi');
 * absent for English. The browser takes the markup over only in that same language.
 */
const RENDERED_IN_ATTRIBUTE = 'data-rendered-in';

module.exports = {
  SERVER_FOLDER,
  SERVER_FILE,
  CALLS_ELEMENT_ID,
  SESSION_COOKIE,
  RENDERED_FOR_ATTRIBUTE,
  RENDERED_IN_ATTRIBUTE,
};
