/** Where an app's build puts its server bundle, inside the built folder; never served. */
export declare const SERVER_FOLDER: 'server';
/** The server bundle itself, relative to the built folder. */
export declare const SERVER_FILE: 'server/first-screen.js';
/** The id of the page's JSON element with the answers the first screen was rendered from. */
export declare const CALLS_ELEMENT_ID: 'first-screen-calls';
/** The cookie with the session's token, for the shell's server to render signed-in screens. */
export declare const SESSION_COOKIE: 'council-session';
/** The attribute of #root naming the role the first screen was rendered for (absent: nobody). */
export declare const RENDERED_FOR_ATTRIBUTE: 'data-rendered-for';
/** The attribute of #root naming the language the first screen was rendered in (absent: English). */
export declare const RENDERED_IN_ATTRIBUTE: 'data-rendered-in';
