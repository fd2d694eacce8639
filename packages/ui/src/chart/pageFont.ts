import type { Chart } from 'chart.js';

/**
 * Gives chart.js the page's own font before it draws `texts`. A canvas takes neither the CSS font
 * stack by itself nor a web font that is not loaded yet: without this, Hindi labels are drawn as
 * empty boxes on a machine without a Devanagari system font.
 */
export async function takePageFont(
  chart: typeof Chart,
  canvas: HTMLCanvasElement,
  texts: string[],
): Promise<void> {
  const family = canvas.ownerDocument.defaultView?.getComputedStyle(canvas).fontFamily;
  if (!family) return;
  chart.defaults.font.family = family;
  const fonts = canvas.ownerDocument.fonts as FontFaceSet | undefined;
  // A font that fails to load leaves the fallback: the chart is still drawn.
  await fonts?.load(`12px ${family}`, texts.join(' ')).catch(() => undefined);
}
