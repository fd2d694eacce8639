/**
 * Resolves in a later task of the browser's event loop. Start-up work is cut into steps at these
 * points, so that each step is a short task: a phone can then paint and answer a tap between
 * them, and no single task blocks the page for long.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
