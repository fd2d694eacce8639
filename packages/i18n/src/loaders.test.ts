import type * as I18nPackage from './index';

// Each case loads the package afresh, as a page load does.
function freshPackage(): typeof I18nPackage {
  let loaded: typeof I18nPackage | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('./index') as typeof I18nPackage;
  });
  if (!loaded) throw new Error('package did not load');
  return loaded;
}

/** A loader whose chunk arrives when the test says, counting its calls. */
function deferredLoader(texts: I18nPackage.Catalogue) {
  const calls: Array<() => void> = [];
  const load = jest.fn(
    () =>
      new Promise<{ default: I18nPackage.Catalogue }>((resolve) => {
        calls.push(() => resolve({ default: texts }));
      }),
  );
  return { load, arrive: () => calls.forEach((resolve) => resolve()) };
}

beforeEach(() => {
  document.cookie = 'council-language=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('addCatalogueLoader', () => {
  it('loads nothing while English is read', async () => {
    const { addCatalogue, addCatalogueLoader, initI18n, i18n } = freshPackage();
    const load = jest.fn(async () => ({ default: { title: 'मुखपृष्ठ' } }));
    addCatalogue('shell', 'en', { title: 'Home' });
    addCatalogueLoader('shell', 'hi', load);
    initI18n();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('title', { ns: 'shell' })).toBe('Home');
  });

  it('loads a Hindi chunk before setLanguage changes the language', async () => {
    const { addCatalogue, addCatalogueLoader, initI18n, i18n, setLanguage } = freshPackage();
    initI18n();
    addCatalogue('shell', 'en', { title: 'Home' });
    const hindi = deferredLoader({ title: 'मुखपृष्ठ' });
    addCatalogueLoader('shell', 'hi', hindi.load);

    const switching = setLanguage('hi');
    await Promise.resolve();
    expect(i18n.language).toBe('en'); // not before its texts are there: no half-English screen
    hindi.arrive();
    await switching;

    expect(i18n.language).toBe('hi');
    expect(i18n.t('title', { ns: 'shell' })).toBe('मुखपृष्ठ');
    expect(document.cookie).toContain('council-language=hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('accepts a loader resolving to the catalogue itself, and loads it once', async () => {
    const { addCatalogueLoader, initI18n, i18n, loadLanguage, setLanguage } = freshPackage();
    initI18n();
    const load = jest.fn(async () => ({ title: 'सूचना' }));
    addCatalogueLoader('public-site', 'hi', load);
    await setLanguage('hi');
    await setLanguage('en');
    await setLanguage('hi');
    await loadLanguage('hi');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'public-site' })).toBe('सूचना');
  });

  it("starts a remote's loader at once when its language is active, for the shell to await", async () => {
    const { addCatalogue, addCatalogueLoader, initI18n, i18n, loadLanguage, setLanguage } =
      freshPackage();
    initI18n();
    await setLanguage('hi');
    addCatalogue('admin-console', 'en', { title: 'Dashboard' });
    const hindi = deferredLoader({ title: 'डैशबोर्ड' });
    addCatalogueLoader('admin-console', 'hi', hindi.load); // the remote's module runs
    expect(hindi.load).toHaveBeenCalledTimes(1);

    const ready = loadLanguage(); // the shell, before rendering the remote's screen
    hindi.arrive();
    await ready;
    expect(hindi.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('title', { ns: 'admin-console' })).toBe('डैशबोर्ड');
  });

  it('starts loading at init when the reader chose Hindi before', async () => {
    document.cookie = 'council-language=hi; Path=/';
    const { addCatalogueLoader, initI18n, i18n, loadLanguage } = freshPackage();
    const load = jest.fn(async () => ({ default: { title: 'मुखपृष्ठ' } }));
    addCatalogueLoader('shell', 'hi', load);
    initI18n();
    expect(load).toHaveBeenCalledTimes(1);
    await loadLanguage();
    expect(i18n.language).toBe('hi');
    expect(i18n.t('title', { ns: 'shell' })).toBe('मुखपृष्ठ');
  });

  it('keeps the language when a chunk fails, and tries again on the next switch', async () => {
    const { addCatalogueLoader, initI18n, i18n, setLanguage } = freshPackage();
    initI18n();
    const load = jest
      .fn<Promise<I18nPackage.Catalogue>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ title: 'सूचना' });
    addCatalogueLoader('shell', 'hi', load);

    await expect(setLanguage('hi')).rejects.toThrow('ChunkLoadError');
    expect(i18n.language).toBe('en');
    expect(document.cookie).not.toContain('council-language=hi');

    await setLanguage('hi');
    expect(i18n.language).toBe('hi');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the later of two quick choices win', async () => {
    const { addCatalogueLoader, initI18n, i18n, setLanguage } = freshPackage();
    initI18n();
    const hindi = deferredLoader({ title: 'सूचना' });
    addCatalogueLoader('shell', 'hi', hindi.load);
    const first = setLanguage('hi');
    await setLanguage('en');
    hindi.arrive();
    await first;
    expect(i18n.language).toBe('en');
  });
});

describe('renderingIn', () => {
  it("renders synchronously in each visitor's language, one after the other", async () => {
    const { addCatalogue, addCatalogueLoader, initI18n, i18n, loadLanguage, renderingIn } =
      freshPackage();
    initI18n();
    addCatalogue('shell', 'en', { title: 'Home' });
    addCatalogueLoader('shell', 'hi', async () => ({ default: { title: 'मुखपृष्ठ' } }));
    await loadLanguage('hi');
    const title = () => i18n.t('title', { ns: 'shell' });

    expect(renderingIn('hi', title)).toBe('मुखपृष्ठ');
    expect(renderingIn('en', title)).toBe('Home');
    expect(renderingIn('hi', title)).toBe('मुखपृष्ठ');
  });
});

describe('several catalogues of one namespace', () => {
  it('add up, each loaded once, like addCatalogue', async () => {
    const { addCatalogueLoader, initI18n, i18n, setLanguage } = freshPackage();
    initI18n();
    const own = jest.fn(async () => ({ default: { header: { title: 'मुखपृष्ठ' } } }));
    const account = jest.fn(async () => ({ default: { header: { account: 'मेरा खाता' } } }));
    addCatalogueLoader('shell', 'hi', own);
    addCatalogueLoader('shell', 'hi', account);
    addCatalogueLoader('shell', 'hi', own); // a module evaluated again: nothing new
    await setLanguage('hi');
    expect(i18n.t('header.title', { ns: 'shell' })).toBe('मुखपृष्ठ');
    expect(i18n.t('header.account', { ns: 'shell' })).toBe('मेरा खाता');
    expect(own).toHaveBeenCalledTimes(1);
    expect(account).toHaveBeenCalledTimes(1);
  });
});
