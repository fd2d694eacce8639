import type * as I18nPackage from './index';
import { languageCookie, languageFromCookies, languageFromSearch } from './languageChoice';
import { i18n } from './instance';
import { directionOf } from './languages';

// Each case loads the package afresh, as a page load does, to see what it starts in.
function freshPackage(): typeof I18nPackage {
  let loaded: typeof I18nPackage | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('./index') as typeof I18nPackage;
  });
  if (!loaded) throw new Error('package did not load');
  return loaded;
}

beforeEach(() => {
  document.cookie = 'council-language=; Max-Age=0; Path=/';
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the starting language', () => {
  it('is English on a first visit', () => {
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('en');
  });

  it("is the reader's choice kept in the cookie", () => {
    document.cookie = 'council-language=hi; Path=/';
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('is the one a shared link gives (?lang=hi), which becomes the choice', () => {
    document.cookie = 'council-language=en; Path=/';
    window.history.replaceState(null, '', '/notices?lang=hi');
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('hi');
    expect(document.cookie).toContain('council-language=hi');
  });

  it('ignores a ?lang= the site does not offer', () => {
    window.history.replaceState(null, '', '/?lang=fr');
    expect(freshPackage().initI18n().language).toBe('en');
  });

  it('reads a choice made before the cookie, once, moving it into the cookie', () => {
    localStorage.setItem('council-language', 'hi');
    expect(freshPackage().initI18n().language).toBe('hi');
    expect(localStorage.getItem('council-language')).toBeNull();
    expect(document.cookie).toContain('council-language=hi');
  });

  it('is English when the kept choice is not offered (any more)', () => {
    document.cookie = 'council-language=tlh; Path=/';
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lists English first, then Hindi by its own name', () => {
    expect(freshPackage().languages).toEqual([
      { code: 'en', label: 'English', direction: 'ltr' },
      { code: 'hi', label: 'हिन्दी', direction: 'ltr' },
    ]);
  });
});

describe('the cookie', () => {
  it('lasts a year on every path of this site only', () => {
    expect(languageCookie('hi')).toBe(
      'council-language=hi; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('is read from a Cookie header among others, offered languages only', () => {
    expect(languageFromCookies('a=1; council-language=hi; b=2')).toBe('hi');
    expect(languageFromCookies('council-language=xx')).toBeUndefined();
    expect(languageFromCookies(undefined)).toBeUndefined();
  });

  it('and the address: ?lang=en or ?lang=hi', () => {
    expect(languageFromSearch('?page=2&lang=hi')).toBe('hi');
    expect(languageFromSearch('?lang=en')).toBe('en');
    expect(languageFromSearch('?lang=')).toBeUndefined();
  });
});

describe('directionOf', () => {
  it('reads Hindi (Devanagari) left to right, as does the translator', () => {
    expect(directionOf('hi')).toBe('ltr');
    expect(i18n.dir('hi')).toBe('ltr');
  });

  it('takes a language the site does not offer as left to right', () => {
    expect(directionOf('xx')).toBe('ltr');
  });
});
