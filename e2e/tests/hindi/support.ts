import type { BrowserContext, Locator, Page } from '@playwright/test';
import { URLS } from '../../support/site';

/** Any Devanagari letter: a text in Hindi. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language switch of the page's frame, the one in view: the public header's, or the signed-in
 * layout's (each frame has a second one in its phone menu).
 */
export function languageSwitch(page: Page): Locator {
  return page
    .getByRole('combobox')
    .filter({ has: page.getByRole('option', { name: 'हिन्दी' }) })
    .filter({ visible: true })
    .first();
}

/** The reader's kept choice, as the server reads it. */
export async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(URLS.shell);
  return cookies.find((cookie) => cookie.name === 'council-language')?.value;
}

/** Chooses Hindi for every page of the site before any is opened, as a returning reader has. */
export async function chooseHindiBefore(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'council-language', value: 'hi', url: URLS.shell }]);
}

/**
 * Remembers the first screen's elements as the server sent them, before any script runs: the
 * same elements after start-up mean React took the markup over (hydrated) instead of painting
 * the page again, which it does when the language of the markup is not the reader's.
 */
export async function markServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
}

/** Whether the page's <h1> is still the element the server sent. */
export function headingIsServers(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as { serverHeading?: Element | null }).serverHeading;
    return kept !== undefined && kept !== null && kept === document.querySelector('h1');
  });
}

/**
 * Words in Latin letters a Hindi reader would meet in `part` (the header, the menu, the footer):
 * its visible text and the names it gives to screen readers, leaving out what is marked as English
 * (`lang="en"`: the council's English name), e-mail and web addresses, and the few abbreviations
 * Hindi sites keep as they are.
 */
export function englishWordsIn(part: Locator): Promise<string[]> {
  return part.evaluate((root, kept) => {
    const words: string[] = [];
    const latinWords = (text: string) =>
      (text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter(
        (word) => !kept.includes(word),
      );
    const inEnglish = (element: Element) =>
      element.closest('[lang]')?.getAttribute('lang') === 'en';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || inEnglish(element) || !element.checkVisibility()) continue;
      words.push(...latinWords(node.textContent ?? ''));
    }
    for (const element of root.querySelectorAll('[aria-label], [alt], [title]')) {
      if (inEnglish(element)) continue;
      for (const name of ['aria-label', 'alt', 'title']) {
        words.push(...latinWords(element.getAttribute(name) ?? ''));
      }
    }
    return words;
  }, KEPT_IN_LATIN);
}

/** What Bihar's Hindi sites write in Latin letters too. */
const KEPT_IN_LATIN = ['PDF', 'RTI', 'RTPS', 'OTP', 'SMS', 'GPS', 'CM'];
