import {
  CALLS_ELEMENT_ID,
  RENDERED_FOR_ATTRIBUTE,
  RENDERED_IN_ATTRIBUTE,
} from '@council/first-screen';
import type { FirstScreenStyles } from './first-screen/criticalStyles';
import type { FirstScreen } from './first-screen/shellFrame';
import { DEFAULT_LANGUAGE } from './language';
import { originOf, type SiteConfig } from './siteConfig';

export const CONFIG_PLACEHOLDER = '<!--site-config-->';

/**
 * Puts the configuration into the page, saving the browser a round trip before it can load a
 * remote. A JSON script is data, not code, so the CSP without inline script allows it; '<' is
 * escaped so that no value can close the tag. An API on another origin gets a preconnect, so
 * the connection is open by the time the first screen asks for its data (API calls carry no
 * credentials, hence crossorigin). The remote entry of the route being opened, when the server
 * knows it, is preloaded: the browser fetches it alongside the shell's scripts, not after them
 * (the federation runtime adds no crossorigin to its script, so neither does the preload).
 */
export function embedSiteConfig(html: string, config: SiteConfig, remoteEntry?: string): string {
  const json = scriptJson(config);
  const api = originOf(config.apiBaseUrl);
  const preconnect = api ? `<link rel="preconnect" href="${api}" crossorigin>` : '';
  const preload = remoteEntry
    ? `<link rel="preload" as="script" href="${escapeAttribute(remoteEntry)}">`
    : '';
  const tag = `${preconnect}${preload}<script id="site-config" type="application/json">${json}</script>`;
  // A minifier may drop the placeholder comment; the end of <head> is always there.
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, () => tag);
  return html.replace('</head>', () => `${tag}</head>`);
}

/** JSON to put in a <script type="application/json">: '<' escaped, so no value can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** A configured address inside a double-quoted attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Where the server answers browser/first-screen-scripts.js. */
export const FIRST_SCREEN_SCRIPTS_PATH = '/first-screen-scripts.js';

const SCRIPT_PRELOAD = /<link rel="?preload"? as="?script"?[^>]*?href="?([^"\s>]+)"?[^>]*>/g;
const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;
const STYLE_PRELOAD = /<link rel="?preload"? as="?style"?/g;
const STYLESHEET = '<link rel="stylesheet"';

/**
 * The build's page with its style preloads made stylesheets, as a first screen's page links them:
 * the shell's own stylesheets, which its script would add, style the markup at its first paint.
 */
export function withStylesheetsLinked(html: string): string {
  return html.replace(STYLE_PRELOAD, STYLESHEET);
}

/**
 * Puts a rendered first screen into the page: its markup in #root, the answers it was rendered
 * with (the browser's screen starts from them, so hydration finds the same markup), and its
 * preloads and stylesheets in <head>. The shell's own stylesheets, which its script would add, become
 * stylesheets of the page, so the markup is styled at its first paint. The page's scripts and
 * their preloads are handed to first-screen-scripts.js, which starts them once the page has been
 * painted: on a slow line the paint then does not wait on ~200 KB of scripts it does not need.
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  const calls = scriptJson(screen.calls);
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const scripts = [...html.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  const stylesheets = screen.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  const loader =
    `<script defer src="${FIRST_SCREEN_SCRIPTS_PATH}"` +
    ` data-preloads="${escapeAttribute(preloads.join(' '))}"` +
    ` data-scripts="${escapeAttribute(scripts.join(' '))}"></script>`;
  // The browser takes the markup over only for the role and the language it was rendered for.
  const renderedFor = screen.renderedFor
    ? ` ${RENDERED_FOR_ATTRIBUTE}="${escapeAttribute(screen.renderedFor)}"`
    : '';
  const renderedIn =
    screen.language === DEFAULT_LANGUAGE
      ? ''
      : ` ${RENDERED_IN_ATTRIBUTE}="${escapeAttribute(screen.language)}"`;
  return withStylesheetsLinked(html)
    .replace(SCRIPT_PRELOAD, '')
    .replace(DEFERRED_SCRIPT, '')
    .replace('</head>', () => `${screen.head}${stylesheets}${loader}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="root"${renderedFor}${renderedIn}>${screen.rootHtml}</div>` +
        `<script id="${CALLS_ELEMENT_ID}" type="application/json">${calls}</script>`,
    );
}

const STYLESHEET_LINK = /<link rel="?stylesheet"?\s[^>]*?href="?([^"\s>]+)"?[^>]*>/g;
const LOADER = `<script defer src="${FIRST_SCREEN_SCRIPTS_PATH}"`;

/** The addresses of the page's stylesheets, in its order. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string);
}

/**
 * The page with its first screen's CSS in a <style> where its stylesheets began, and the
 * stylesheets handed to first-screen-scripts.js, which adds them once the page is painted
 * (a <noscript> copy of each applies where scripts are off). They add nothing to what is painted,
 * since `styles.css` holds every rule that styles an element of the page; they are there for what
 * the scripts will show, and are not fetched before the paint: on a slow line they would share it
 * with the first screen's pictures.
 */
export function withCriticalStyles(html: string, { css, afterPaint }: FirstScreenStyles): string {
  // Text of our own stylesheets; one that could end the element is left where it was.
  if (/<\/style/i.test(css) || !html.includes(LOADER)) return html;
  let first = true;
  return html
    .replace(STYLESHEET_LINK, (link) => {
      const fallback = `<noscript>${link}</noscript>`;
      if (!first) return fallback;
      first = false;
      return `<style>${css}</style>${fallback}`;
    })
    .replace(LOADER, () => `${LOADER} data-stylesheets="${escapeAttribute(afterPaint.join(' '))}"`);
}

/**
 * The page's title for a screen of the table: its English title and the council's name, as the
 * browser sets it once it runs, so the tab and a link preview read right before any script.
 */
export function withTitle(html: string, title: string): string {
  const text = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`);
}

/** The page with its <meta name="description"> saying `description` (a page that has one). */
export function withDescription(html: string, description: string): string {
  return html.replace(
    /(<meta\s+name="?description"?\s+content=)("[^"]*"|[^\s>]*)/i,
    (_meta, start: string) => `${start}"${escapeAttribute(description)}"`,
  );
}

/**
 * The page in the reader's language from its first byte: <html lang> (screen readers pick their
 * voice by it, and the browser its fonts), as the browser sets it once it runs.
 */
export function withLanguage(html: string, language: string): string {
  const lang = `lang="${escapeAttribute(language)}"`;
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) =>
    /\blang=/i.test(attributes)
      ? `<html${attributes.replace(/\blang=("[^"]*"|'[^']*'|[^\s>]*)/i, () => lang)}>`
      : `<html ${lang}${attributes}>`,
  );
}

/**
 * A preload of the font a page's text is drawn in, early in <head> (after the charset, which
 * must come first): fonts are otherwise found only once the styles are in and the text laid out.
 * A font is always fetched in CORS mode, so its preload must be too, or it is fetched twice.
 */
export function withFontPreload(html: string, href: string): string {
  const link = `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin>`;
  const charset = /<meta charset=[^>]*>/i;
  if (charset.test(html)) return html.replace(charset, (meta) => `${meta}${link}`);
  return html.replace(/<head>/i, (head) => `${head}${link}`);
}
