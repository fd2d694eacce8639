import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server';
import { siteConfigFromEnv, type SiteConfig } from '../siteConfig';
import { makeBuiltApp } from '../testing/builtApp';
import { REMOTE_FILES, REMOTE_MANIFEST } from '../testing/firstScreenBundles';
import { RENDER_LIMIT_MS } from './remoteScreens';

const config = siteConfigFromEnv({
  API_URL: 'https://api.council.example',
  PUBLIC_SITE_URL: 'https://www.council.example/public',
});
let app: FastifyInstance;
let remove: () => void;

async function serveRemote(files: Record<string, string>, siteConfig: SiteConfig = config) {
  const built = makeBuiltApp(files);
  remove = built.remove;
  app = await buildServer({ kind: 'remote', root: built.root, config: siteConfig });
}

function askScreen(query: Record<string, string | string[]>) {
  return app.inject({ url: '/first-screen', query });
}

afterEach(async () => {
  jest.useRealTimers();
  await app.close();
  remove();
});

describe('GET /first-screen on a remote with a server bundle', () => {
  beforeEach(() => serveRemote(REMOTE_FILES));

  it('answers the screen’s markup and the answers it was rendered with', async () => {
    const response = await askScreen({ module: './Home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json();
    expect(answer.html).toBe(
      '<main><h1>Welcome</h1><p>Rates $& dues</p>' +
        '<img src="https://www.council.example/public/banner.png"></main>',
    );
    expect(answer.calls).toEqual({
      '/notices': [{ title: 'Water cut </script><script>alert(1)</script>' }],
    });
  });

  it('answers the title the screen names its page by, when it names one', async () => {
    expect((await askScreen({ module: './Tender' })).json().title).toBe('Lights <& poles>');
    expect((await askScreen({ module: './Home' })).json()).not.toHaveProperty('title');
  });

  it('names the screen’s stylesheets from the manifest, at the remote’s public folder', async () => {
    const response = await askScreen({ module: './Home' });
    expect(response.json().stylesheets).toEqual([
      'https://www.council.example/public/__federation_expose_Home.4bc6605a.css',
      'https://www.council.example/public/2250.4bc6605a.css',
    ]);
  });

  it('names no stylesheets for a screen the manifest does not list', async () => {
    const response = await askScreen({ module: './Echo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().stylesheets).toEqual([]);
  });

  it('passes the props to the screen', async () => {
    const props = { id: '3', q: 'roads & drains', empty: '' };
    const response = await askScreen({ module: './Echo', props: JSON.stringify(props) });
    expect(JSON.parse(response.json().html).props).toEqual(props);
  });

  it('passes the page’s location to the screen, the site’s root when none is given', async () => {
    const asked = await askScreen({ module: './Echo', location: '/notice?page=2&status=Open' });
    expect(JSON.parse(asked.json().html).location).toBe('/notice?page=2&status=Open');
    const plain = await askScreen({ module: './Echo' });
    expect(JSON.parse(plain.json().html).location).toBe('/');
  });

  it('passes the reader’s language to the screen, none when none is given', async () => {
    const asked = await askScreen({ module: './Echo', language: 'hi' });
    expect(JSON.parse(asked.json().html).language).toBe('hi');
    const plain = await askScreen({ module: './Echo' });
    expect(JSON.parse(plain.json().html)).not.toHaveProperty('language');
  });

  it.each([
    ['a language that is no code', 'hindi language'],
    ['markup', '<b>'],
    ['two languages', ['hi', 'en']],
  ])('answers 400 for %s', async (_case, language) => {
    const response = await askScreen({ module: './Echo', language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'language must be a language code, like hi.' });
  });

  it.each([
    ['an address on another site', 'https://elsewhere.example/notice'],
    ['a path without its leading /', 'notice?page=2'],
    ['an address of another host', '//elsewhere.example/notice'],
    ['a back-slashed host', '/\\elsewhere.example'],
    ['an address with a space', '/notice?page=2 3'],
    ['an empty location', ''],
    ['an overlong address', `/notice?q=${'a'.repeat(2048)}`],
    ['two locations', ['/notice', '/circulars']],
  ])('answers 400 for %s', async (_case, location) => {
    const response = await askScreen({ module: './Echo', location });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'location must be the page’s path and query, like /notice?page=2.',
    });
  });

  it('renders with the session token the request carries, and no other', async () => {
    const signedIn = await app.inject({
      url: '/first-screen',
      query: { module: './Echo' },
      headers: { authorization: 'Bearer a.b.c' },
    });
    expect(JSON.parse(signedIn.json().html).sessionToken).toBe('a.b.c');
    const oddHeader = await app.inject({
      url: '/first-screen',
      query: { module: './Echo' },
      headers: { authorization: 'Basic YWRtaW46cHc=' },
    });
    expect(JSON.parse(oddHeader.json().html).sessionToken).toBeUndefined();
    const visitor = await askScreen({ module: './Echo' });
    expect(JSON.parse(visitor.json().html).sessionToken).toBeUndefined();
  });

  it('lets no cache keep an answer: it may hold one person’s rows', async () => {
    expect((await askScreen({ module: './Home' })).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await askScreen({ module: 'Home' })).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('gives a screen asked for without props an empty object', async () => {
    const response = await askScreen({ module: './Echo' });
    expect(JSON.parse(response.json().html).props).toEqual({});
  });

  it('configures the bundle once, with the site configuration and its own public folder', async () => {
    await askScreen({ module: './Home' });
    const response = await askScreen({ module: './Echo' });
    expect(JSON.parse(response.json().html)).toMatchObject({
      configured: 1,
      settings: { siteConfig: config, publicPath: 'https://www.council.example/public/' },
    });
  });

  it.each([
    ['no module', {}],
    ['a module without ./', { module: 'Home' }],
    ['a path out of the remote', { module: '../Home' }],
    ['a nested path', { module: './Home/index' }],
    ['a file name', { module: './Home.js' }],
    ['a module name starting with a digit', { module: './1Home' }],
    ['an empty name', { module: './' }],
    ['two modules', { module: ['./Home', './About'] }],
  ])('answers 400 for %s', async (_case, query) => {
    const response = await askScreen(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'module must name an exposed module, like ./Home.' });
  });

  it.each([
    ['props that are not JSON', '{id:3}'],
    ['a JSON array', '["3"]'],
    ['a JSON string', '"3"'],
    ['JSON null', 'null'],
    ['a number value', '{"id":3}'],
    ['a nested object', '{"filter":{"ward":"7"}}'],
    ['an empty parameter', ''],
    ['props given twice', ['{}', '{}']],
  ])('answers 400 for %s', async (_case, props) => {
    const response = await askScreen({ module: './Home', props });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'props must be a JSON object of strings.' });
  });

  it('answers 404 for a screen the bundle leaves to the browser', async () => {
    const response = await askScreen({ module: './About' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: './About is rendered in the browser.' });
  });

  it('answers 503 when the screen cannot be rendered', async () => {
    const response = await askScreen({ module: './Broken' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The screen could not be rendered now.' });
  });

  it('answers 503 once the screen has taken RENDER_LIMIT_MS, and not before', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let answered = false;
    const answer = askScreen({ module: './Slow' }).finally(() => {
      answered = true;
    });
    await jest.advanceTimersByTimeAsync(RENDER_LIMIT_MS - 1);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.statusCode).toBe(503);
  });

  it('lets the shell’s server on another origin read the answer, kept by no cache', async () => {
    const response = await askScreen({ module: './Home' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /first-screen is not registered', () => {
  const manifestNaming = (name: string) => JSON.stringify({ ...JSON.parse(REMOTE_MANIFEST), name });

  it.each([
    ['for a remote without a server bundle', {}, config],
    ['when the API is a path on the site', REMOTE_FILES, { ...config, apiBaseUrl: '/api-server' }],
    [
      'when the remote is served from a path on the site',
      REMOTE_FILES,
      siteConfigFromEnv({ API_URL: 'https://api.council.example', PUBLIC_SITE_URL: '/public' }),
    ],
    [
      'when the manifest names a remote the site does not know',
      { ...REMOTE_FILES, 'mf-manifest.json': manifestNaming('weather_site') },
      config,
    ],
  ])('%s: the path is only a page route', async (_case, files, siteConfig) => {
    await serveRemote(files, siteConfig);
    const response = await askScreen({ module: './Home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
