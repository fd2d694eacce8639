import type * as I18nPackage from './index';

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

beforeEach(() => localStorage.clear());

describe('the starting language', () => {
  it('is English on a first visit', () => {
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('en');
  });

  it("is the reader's stored choice when the site offers it", () => {
    localStorage.setItem('council-language', 'en');
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('en');
  });

  it('is English when the stored choice is not offered (any more)', () => {
    localStorage.setItem('council-language', 'tlh');
    const { initI18n } = freshPackage();
    expect(initI18n().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lists English as the first language', () => {
    expect(freshPackage().languages[0]).toEqual({ code: 'en', label: 'English' });
  });
});
