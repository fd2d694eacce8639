/** Where an app's build puts its server bundle, inside the built folder; never served. */
export declare const SERVER_FOLDER: 'server';
/** The server bundle itself, relative to the built folder. */
export declare const SERVER_FILE: 'server/first-screen.js';
/** The id of the page's JSON element with the answers the first screen was rendered from. */
export declare const CALLS_ELEMENT_ID: 'first-screen-calls';
