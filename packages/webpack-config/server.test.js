const path = require('node:path');
const { createAppConfig } = require('./index');
const { SERVER_FILE } = require('@council/first-screen');

const app = (extra = {}) =>
  createAppConfig({
    // The public site's own folder: the factory reads its package.json for the shared modules.
    dir: path.join(__dirname, '..', '..', 'public-site'),
    name: 'public_site',
    kind: 'remote',
    port: 3001,
    ...extra,
  });

describe('the server bundle of an app that renders first screens', () => {
  const withServer = app({ serverEntry: './src/serverEntry.tsx' });

  it('is a second, Node build of a production build, into server/ beside the browser files', () => {
    const configs = withServer({}, { mode: 'production' });
    expect(Array.isArray(configs)).toBe(true);
    const [browser, server] = configs;
    expect(server.target).toMatch(/^node/);
    expect(server.entry).toBe('./src/serverEntry.tsx');
    expect(server.output.path).toBe(browser.output.path);
    expect(server.output.filename).toBe(SERVER_FILE);
    expect(server.output.library).toEqual({ type: 'commonjs2' });
    expect(server.output.clean).toBe(false);
  });

  it('is kept when the browser build cleans the folder, and nothing else is', () => {
    const [browser] = withServer({}, { mode: 'production' });
    expect(browser.output.clean.keep('server/first-screen.js')).toBe(true);
    expect(browser.output.clean.keep('main.js')).toBe(false);
    expect(browser.output.clean.keep('assets/server/x.svg')).toBe(false);
  });

  it('names pictures as the browser build does, without writing them', () => {
    const [browser, server] = withServer({}, { mode: 'production' });
    const asset = server.module.rules.find((rule) => rule.type === 'asset/resource');
    expect(asset.generator).toEqual({ filename: browser.output.assetModuleFilename, emit: false });
  });

  it('is not built in development, nor for an app without a server entry', () => {
    expect(Array.isArray(withServer({}, { mode: 'development' }))).toBe(false);
    expect(Array.isArray(app()({}, { mode: 'production' }))).toBe(false);
  });
});
