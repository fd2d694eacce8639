import { createContext } from 'react';
import { CALLS_ELEMENT_ID } from '@council/first-screen';

/**
 * Where a screen's keyed calls (useLoaded with a key) may already be answered. In the browser
 * that is the page the server sent, whose first screen was rendered with these answers: taking
 * them lets the screen hydrate that markup as it is, without asking the API again. On the server
 * it is the render in progress, which notes the calls it still needs.
 */
export interface FirstScreenCalls {
  /** The answer to `key` when known ({ value }), else undefined; the server notes `load`. */
  take(key: string, load: () => Promise<unknown>): { value: unknown } | undefined;
  /** False on the server, where a render only notes calls and never starts them. */
  readonly startsCalls: boolean;
}

/** The answers embedded in the page, read once; each is taken once, by the first screen. */
export function pageCalls(doc: Document | undefined = globalThis.document): FirstScreenCalls {
  let answers: Map<string, unknown> | null = null;
  return {
    startsCalls: true,
    take(key) {
      answers ??= readEmbedded(doc);
      if (!answers.has(key)) return undefined;
      const value = answers.get(key);
      // A later visit to the screen asks the API again: the page's answers are of its first paint.
      answers.delete(key);
      return { value };
    },
  };
}

function readEmbedded(doc: Document | undefined): Map<string, unknown> {
  const text = doc?.getElementById(CALLS_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    // Without the answers the screen simply asks the API, as it does on any later visit.
    return new Map();
  }
}

export const FirstScreenCallsContext = createContext<FirstScreenCalls>(pageCalls());
