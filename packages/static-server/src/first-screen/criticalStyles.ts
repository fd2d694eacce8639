import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor, renderFullCss } from 'beasties/runtime';
import type { FastifyBaseLogger } from 'fastify';
import { briefError } from '../briefError';
import { boundedCache } from './boundedCache';

/**
 * The CSS a server-rendered first screen needs, so that its page is painted from its HTML alone:
 * of the ~265 KB of stylesheets a page links (Bootstrap, the shell's, the screen's), the rules
 * that match an element of the page, about 18 KB on the home page. beasties compiles each
 * stylesheet once into a plan; a page is then one scan of its HTML (a few ms).
 */
export interface CriticalStyles {
  /**
   * The first screen's styles from the stylesheets `hrefs` (in the page's order) for `html`;
   * null when one of them could not be read: the page then keeps its stylesheets as they are.
   */
  of(html: string, hrefs: readonly string[]): Promise<FirstScreenStyles | null>;
}

export interface FirstScreenStyles {
  /** The rules that style an element of the page, with every @font-face rule. */
  css: string;
  /**
   * The stylesheets to add once the page is painted, in its order: a stylesheet whose @font-face
   * rules are in `css` comes without them (see FONT_FACES_INLINED). Added again, a face makes
   * the browser lay out and shape every text of the page anew: about 100 ms on Lighthouse's phone.
   */
  afterPaint: string[];
}

type Sheet = ReturnType<typeof compileSheet>;
type Processor = ReturnType<typeof createProcessor>;

interface CompiledStylesheet {
  sheet: Sheet;
  /**
   * Its @font-face rules, always kept: a face is downloaded only when a character of its
   * unicode-range is drawn, and beasties does not see a family named through a custom property
   * (Bootstrap's --bs-font-sans-serif), which would leave Hindi unstyled until the stylesheet.
   */
  fontFaces: string;
}

/** A remote's stylesheet comes from its server next door; a page does not wait longer for it. */
export const STYLESHEET_FETCH_LIMIT_MS = 1000;
// Stylesheets are named by their content: each deploy of a remote brings new names.
const MAX_STYLESHEETS = 200;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** The query asking a stylesheet without its @font-face rules, which its page already has. */
export const FONT_FACES_INLINED = 'font-faces=inlined';
// A selector of nothing but a pseudo-element applies to every element that has one (Bootstrap's
// reboot of a date field's parts): beasties finds no element named in it, and would drop it.
const ONLY_A_PSEUDO_ELEMENT = /^::/;
// Meaningless inside <style>, where the page's own encoding applies.
const CHARSET = /@charset "[^"]*";/g;

/**
 * Critical styles from the stylesheets of the shell in `root` (addresses on this site, '/x.css')
 * and of the remotes (absolute addresses, fetched once, then kept: their names change with their
 * content).
 */
export function criticalStyles(root: string, log: FastifyBaseLogger): CriticalStyles {
  const stylesheets = boundedCache<Promise<CompiledStylesheet | null>>(MAX_STYLESHEETS);
  const processors = boundedCache<Processor>(MAX_STYLESHEETS);

  const stylesheetAt = (href: string): Promise<CompiledStylesheet | null> =>
    stylesheets.get(href, () =>
      readStylesheet(root, href)
        .then((css) => compile(css, href))
        .catch((error: unknown) => {
          log.warn({ err: briefError(error), href }, 'stylesheet not read: its page keeps it');
          stylesheets.forget(href); // read again by the next page
          return null;
        }),
    );

  const processorFor = (hrefs: readonly string[], sheets: Sheet[]): Processor =>
    processors.get(hrefs.join(' '), () => createProcessor(sheets, { preload: false }));

  return {
    async of(html, hrefs) {
      const compiled = await Promise.all(hrefs.map(stylesheetAt));
      if (compiled.some((stylesheet) => stylesheet === null)) return null;
      const found = compiled as CompiledStylesheet[];
      const processor = processorFor(
        hrefs,
        found.map(({ sheet }) => sheet),
      );
      const { css } = processor.extract(html);
      return {
        css: css.replace(CHARSET, '') + found.map(({ fontFaces }) => fontFaces).join(''),
        afterPaint: hrefs.map((href, index) =>
          found[index]?.fontFaces ? withoutFontFaces(href) : href,
        ),
      };
    },
  };
}

function compile(css: string, href: string): CompiledStylesheet {
  const sheet = compileSheet(css, { href, allowRules: [ONLY_A_PSEUDO_ELEMENT] });
  const fontFaces = renderFullCss(sheet).match(FONT_FACE)?.join('') ?? '';
  return { sheet, fontFaces };
}

/** The text of the stylesheet at `href`: a file of `root`, or a remote's, fetched. */
async function readStylesheet(root: string, href: string): Promise<string> {
  if (/^https?:\/\//.test(href)) {
    const response = await fetch(href, { signal: AbortSignal.timeout(STYLESHEET_FETCH_LIMIT_MS) });
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    return response.text();
  }
  return readSiteStylesheet(root, href);
}

/** The text of the stylesheet of `root` at `href` ('/x.css'); never a file outside `root`. */
export async function readSiteStylesheet(root: string, href: string): Promise<string> {
  const file = path.resolve(root, `.${new URL(href, 'http://site/').pathname}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`${href} is not the site's`);
  return readFile(file, 'utf8');
}

/** The address of the stylesheet at `href` without its @font-face rules. */
export function withoutFontFaces(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${FONT_FACES_INLINED}`;
}

/** `css` without its @font-face rules. */
export function fontFacesLeftOut(css: string): string {
  return css.replace(FONT_FACE, '');
}
