import { addCatalogue, i18n, initI18n, setLanguage } from './index';

// Registered before init, as a remote's module may be loaded before the shell starts translating.
addCatalogue('shell', 'en', { login: { unknownRole: 'Unknown role: {{role}}' } });

describe('initI18n', () => {
  it('starts synchronously in English and keeps catalogues added before it', () => {
    expect(i18n.isInitialized).toBeFalsy();
    initI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login.unknownRole', { ns: 'shell', role: 'clerk' })).toBe('Unknown role: clerk');
  });

  it('is idempotent: a second call neither re-initialises nor loses texts', () => {
    const init = jest.spyOn(i18n, 'init');
    expect(initI18n()).toBe(initI18n());
    expect(init).not.toHaveBeenCalled();
    expect(i18n.exists('login.unknownRole', { ns: 'shell' })).toBe(true);
  });
});

describe('addCatalogue', () => {
  it('makes a catalogue added after init usable at once', () => {
    addCatalogue('public-site', 'en', { notice: { empty: 'No notice entries found.' } });
    expect(i18n.t('notice.empty', { ns: 'public-site' })).toBe('No notice entries found.');
  });

  it('interpolates {{role}} without HTML escaping, which React does', () => {
    expect(i18n.t('login.unknownRole', { ns: 'shell', role: 'R&D <staff>' })).toBe(
      'Unknown role: R&D <staff>',
    );
  });

  it('keeps namespaces apart', () => {
    addCatalogue('admin-console', 'en', { title: 'Dashboard' });
    addCatalogue('citizen-portal', 'en', { title: 'User Dashboard' });
    expect(i18n.t('title', { ns: 'admin-console' })).toBe('Dashboard');
    expect(i18n.t('title', { ns: 'citizen-portal' })).toBe('User Dashboard');
  });
});

describe('setLanguage', () => {
  afterEach(() => setLanguage('en'));

  it('switches, remembers the choice and sets <html lang>', async () => {
    addCatalogue('shell', 'xx', { login: { unknownRole: 'Xx role: {{role}}' } });
    await setLanguage('xx');

    expect(i18n.language).toBe('xx');
    expect(document.cookie).toContain('council-language=xx');
    expect(document.documentElement.lang).toBe('xx');
    expect(i18n.t('login.unknownRole', { ns: 'shell', role: 'admin' })).toBe('Xx role: admin');
  });

  it('falls back to English for texts a language lacks', async () => {
    await setLanguage('xx');
    expect(i18n.t('notice.empty', { ns: 'public-site' })).toBe('No notice entries found.');
  });
});
