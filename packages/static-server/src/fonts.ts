import { readdirSync } from 'node:fs';
import path from 'node:path';

// The shell's Devanagari web font as its build names it (shell/src/fonts:
// assets/noto-sans-devanagari-400.<contenthash:8>.woff2): one file, the bold is drawn from it.
const DEVANAGARI = /^noto-sans-devanagari-400\.[0-9a-f]{8}\.woff2$/;

/**
 * The address of the built app's Devanagari font (a list: none or one), which a page in Hindi
 * preloads: the browser then has them by the time the text is laid out, instead of drawing it in
 * a fallback and again in the font (a shift of the lines it wraps). None when the build has none
 * (a remote, a test).
 */
export function devanagariFontsOf(root: string): string[] {
  try {
    return readdirSync(path.join(root, 'assets'))
      .filter((name) => DEVANAGARI.test(name))
      .sort()
      .map((name) => `/assets/${name}`);
  } catch {
    return [];
  }
}
