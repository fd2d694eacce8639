import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { FirstScreenCallsContext, type FirstScreenCalls } from './firstScreenCalls';

/** What the shell's server puts in the page: the screen's markup and the answers it shows. */
export interface RenderedScreen {
  html: string;
  calls: Record<string, unknown>;
}

// A screen whose calls depend on earlier answers needs a pass per step; none needs more than this.
const MAX_PASSES = 3;

/** The calls of one render pass: known answers are given, the others are noted. */
function serverCalls(
  answers: Map<string, unknown>,
  wanted: Map<string, () => Promise<unknown>>,
): FirstScreenCalls {
  return {
    startsCalls: false,
    take(key, load) {
      if (answers.has(key)) return { value: answers.get(key) };
      wanted.set(key, load);
      return undefined;
    },
  };
}

/**
 * Renders a screen as the browser would once its keyed calls are answered: render, make the
 * calls it noted, render again with their answers. A call that fails rejects, and the page is
 * then rendered by the browser, which shows the screen's own error text.
 */
export async function renderFirstScreen<P extends object>(
  Screen: ComponentType<P>,
  props: P,
): Promise<RenderedScreen> {
  const answers = new Map<string, unknown>();
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const html = renderToString(
      <FirstScreenCallsContext.Provider value={serverCalls(answers, wanted)}>
        <Screen {...props} />
      </FirstScreenCallsContext.Provider>,
    );
    if (wanted.size === 0) return { html, calls: Object.fromEntries(answers) };
    const answered = await Promise.all(
      [...wanted].map(async ([key, load]) => [key, await load()] as const),
    );
    for (const [key, value] of answered) answers.set(key, value);
  }
  throw new Error(`The screen still asked for calls after ${MAX_PASSES} passes.`);
}
