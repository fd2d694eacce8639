import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';

// A screen that shows one item (a tender, a complaint) names its page after that item: the table
// of screens titles the route ('Tender Details'), and only the screen knows, once it has read
// it, what the item is called. The screen says so with useScreenTitle; the shell's page title
// shows it in the route's title's place while that screen is open. This package is a Module
// Federation singleton, so a remote's screen and the shell meet in this one store.

interface ScreenTitleState {
  title: string | null;
  /** Who set it: a screen that leaves clears only its own title, never its successor's. */
  setBy: object | null;
}

const screenTitle = createStore<ScreenTitleState>(() => ({ title: null, setBy: null }));

/**
 * Where a server render notes the title its screen names: effects never run on a server, so the
 * render that makes a first screen (@council/first-screen-render) provides this, and the page it
 * sends is titled after the item before any script has run.
 */
export type ScreenTitleNote = (title: string) => void;

const ServerNote = createContext<ScreenTitleNote | null>(null);

/** Provided by a server render, to learn the title its screen names. */
export const ScreenTitleNoteProvider = ServerNote.Provider;

/**
 * Names the page after the item the screen shows (the tender's title), in place of the title the
 * screen's route has in the table; null or undefined while there is none (still loading, not
 * found), and the route's title stands. The council's name follows it, as on every page.
 */
export function useScreenTitle(title: string | null | undefined): void {
  const noteOnServer = useContext(ServerNote);
  const named = title?.trim() || null;
  if (named && noteOnServer) noteOnServer(named);
  useEffect(() => {
    if (!named) return undefined;
    const setBy = {};
    screenTitle.setState({ title: named, setBy });
    return () => {
      if (screenTitle.getState().setBy === setBy)
        screenTitle.setState({ title: null, setBy: null });
    };
  }, [named]);
}

const currentTitle = () => screenTitle.getState().title;
const noTitle = () => null;

/** The title the open screen names its page by (useScreenTitle), or null: for the shell's page title. */
export function useTitleFromScreen(): string | null {
  return useSyncExternalStore(screenTitle.subscribe, currentTitle, noTitle);
}
