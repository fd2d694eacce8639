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
