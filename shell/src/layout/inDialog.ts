/**
 * Whether focus went into an open dialog, which gives it back when it closes: a menu whose entry
 * opened one (leaving for another site?) stays open meanwhile rather than close under it.
 */
export const inDialog = (element: Element): boolean => element.closest('dialog[open]') !== null;
