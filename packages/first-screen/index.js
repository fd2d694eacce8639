// Plain CommonJS, so that the webpack configs, the static server (compiled by tsc) and the
// browser bundles can all require it as it is.

/** Where an app's build puts its server bundle, inside the built folder; never served. */
const SERVER_FOLDER = 'server';

/** The server bundle itself, relative to the built folder. */
const SERVER_FILE = `${SERVER_FOLDER}/first-screen.js`;

/** The id of the page's JSON element with the answers the first screen was rendered from. */
const CALLS_ELEMENT_ID = 'first-screen-calls';

module.exports = { SERVER_FOLDER, SERVER_FILE, CALLS_ELEMENT_ID };
