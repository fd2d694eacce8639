import { createContext, useContext } from 'react';

// A screen about one item (a notice, a tender) knows what a shared link's preview should say of
// it (its description) and whether there is such an item at all; only a server render needs to
// know, to put the description in the page's <head> and to answer an unknown item with 404. The
// browser has no use for either once the page is open: the hook does nothing there.

/** What a screen says of its page to the server render that makes its first screen. */
export interface ScreenPageFacts {
  /** The item's description in the reader's language, for <meta name="description">. */
  description?: string | null;
  /** The item the address names does not exist (or the address names none): a 404 page. */
  notFound?: boolean;
}

/** Where a server render notes what its screen says of its page. */
export type ScreenPageNote = (facts: ScreenPageFacts) => void;

const ServerNote = createContext<ScreenPageNote | null>(null);

/** Provided by a server render (@council/first-screen-render), to learn what its screen says. */
export const ScreenPageNoteProvider = ServerNote.Provider;

/**
 * Tells the server render what the page is: the item's description for the link preview, or
 * that the item is not found (the server then answers 404). Called on every render; the last
 * render's facts are the page's.
 */
export function useScreenPage(facts: ScreenPageFacts): void {
  const noteOnServer = useContext(ServerNote);
  if (noteOnServer) noteOnServer(facts);
}
