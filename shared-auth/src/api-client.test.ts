import { i18n, initI18n } from '@council/i18n';
import { readersLanguage } from './api-client';
import { apiAddress, apiClient, configureApi } from './index';

const FILE = '/api/files/3/0123456789abcdef/photo.jpg';

afterEach(() => configureApi({ baseUrl: '' }));

describe('apiAddress', () => {
  it('puts the configured API base in front of an API path', () => {
    configureApi({ baseUrl: 'https://api.council.example' });
    expect(apiAddress(FILE)).toBe(`https://api.council.example${FILE}`);
  });

  it('drops the base trailing slash, as the client does', () => {
    configureApi({ baseUrl: 'https://council.example/backend/' });
    expect(apiClient.defaults.baseURL).toBe('https://council.example/backend');
    expect(apiAddress(FILE)).toBe(`https://council.example/backend${FILE}`);
  });

  it('keeps the path as it is where the API is on the page origin (no base)', () => {
    configureApi({ baseUrl: '' });
    expect(apiAddress(FILE)).toBe(FILE);
  });

  it('keeps absolute and data: URLs', () => {
    configureApi({ baseUrl: 'https://api.council.example' });
    for (const url of [
      'https://files.council.example/photo.jpg',
      'http://localhost:5000/api/files/1/ab/a.pdf',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
      expect(apiAddress(url)).toBe(url);
  });
});

describe("the reader's language on every call", () => {
  /** Answers each call with the Accept-Language it carried, instead of sending it. */
  const languageSent = async (headers: Record<string, string> = {}) =>
    (
      await apiClient.get<string>('/api/Public/search', {
        headers,
        adapter: async (config) => ({
          data: String(config.headers.get('Accept-Language')),
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        }),
      })
    ).data;

  afterEach(() => i18n.changeLanguage('en'));

  it('says English before translation has started, and the chosen language after', async () => {
    expect(await languageSent()).toBe('en');
    initI18n();
    await i18n.changeLanguage('hi');
    expect(readersLanguage()).toBe('hi');
    expect(await languageSent()).toBe('hi');
    await i18n.changeLanguage('en');
    expect(await languageSent()).toBe('en');
  });

  it('never names a language the site does not offer, and leaves a call its own choice', async () => {
    initI18n();
    await i18n.changeLanguage('fr');
    expect(await languageSent()).toBe('en');
    expect(await languageSent({ 'Accept-Language': 'hi' })).toBe('hi');
  });
});
