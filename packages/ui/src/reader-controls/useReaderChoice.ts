import { useSyncExternalStore } from 'react';
import {
  applyChoice,
  choiceOnPage,
  CONTRAST_ATTRIBUTE,
  DEFAULT_CHOICE,
  TEXT_SIZE_ATTRIBUTE,
  type ReaderChoice,
} from './readerChoice';

/*
 * <html> is the one store: each app bundles its own copy of this package, and a page may hold
 * more than one set of controls (the top bar's and the phone menu's), so they all watch it.
 * The snapshot is kept per attribute values, as useSyncExternalStore wants the same object back
 * while nothing changed.
 */
let last: { key: string; choice: ReaderChoice } | null = null;

function currentChoice(): ReaderChoice {
  const choice = choiceOnPage(document.documentElement);
  const key = `${choice.textSize}:${String(choice.highContrast)}`;
  if (last?.key !== key) last = { key, choice };
  return last.choice;
}

// This copy's controls hear of its own changes at once; the observer tells them of any other's.
const listeners = new Set<() => void>();

function watchPage(onChange: () => void): () => void {
  listeners.add(onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [TEXT_SIZE_ATTRIBUTE, CONTRAST_ATTRIBUTE],
  });
  return () => {
    listeners.delete(onChange);
    observer.disconnect();
  };
}

function choose(choice: ReaderChoice): void {
  applyChoice(choice);
  listeners.forEach((listener) => listener());
}

// The server's render shows the defaults; hydration then takes the page's own attributes, which
// the server set from the same cookies, so the markup matches and only the buttons' states move.
const serverChoice = () => DEFAULT_CHOICE;

/** The reader's text size and contrast, and the way to change them. */
export function useReaderChoice(): [ReaderChoice, (choice: ReaderChoice) => void] {
  const choice = useSyncExternalStore(watchPage, currentChoice, serverChoice);
  return [choice, choose];
}
