const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { StartupPreloadPlugin } = require('./startupPreload');

const repoModules = path.join(__dirname, '..', '..', 'node_modules');

/** A host like the shell: an async boundary, shared packages at start-up and one lazy screen. */
function hostProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-preload-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const pkg = (name, source) => {
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0' }));
    write(`node_modules/${name}/index.js`, source);
  };
  pkg(
    'council-ward-map',
    "import { wardNames } from 'council-wards'; export const WARD_MAP = wardNames;",
  );
  pkg('council-wards', "export const wardNames = ['WARDS_AT_START'];");
  pkg('council-tender-tools', "export const TENDER_TOOLS = 'ONLY_IN_THE_LAZY_SCREEN';");
  write('entry.js', "import('./bootstrap');");
  write(
    'bootstrap.js',
    "import { WARD_MAP } from 'council-ward-map'; console.log(WARD_MAP, 'BOOTSTRAP'); import('./tenders');",
  );
  write(
    'tenders.js',
    "import { TENDER_TOOLS } from 'council-tender-tools'; console.log(TENDER_TOOLS);",
  );
  return dir;
}

function build(dir) {
  const singleton = { singleton: true, requiredVersion: '^1.0.0' };
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: {
          path: path.join(dir, 'dist'),
          publicPath: '/',
          filename: '[name].js',
          chunkFilename: '[id].[contenthash:8].js',
        },
        resolve: { modules: ['node_modules', repoModules] },
        resolveLoader: { modules: [repoModules] },
        plugins: [
          new ModuleFederationPlugin({
            name: 'host',
            remotes: {},
            shared: {
              'council-ward-map': singleton,
              'council-wards': singleton,
              'council-tender-tools': singleton,
            },
            dts: false,
          }),
          new HtmlWebpackPlugin(),
          new StartupPreloadPlugin(),
        ],
      },
      (error, stats) =>
        error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(),
    );
  });
}

describe('StartupPreloadPlugin', () => {
  let dir;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it('preloads the entry first, then what the first render needs, and no lazy screen', async () => {
    dir = hostProject();
    await build(dir);
    const dist = path.join(dir, 'dist');
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const preloaded = [
      ...html.matchAll(/<link rel="?preload"? as="?script"? href="?\/([^ ">]+)/g),
    ].map((match) => match[1]);
    const fileWith = (marker) =>
      fs
        .readdirSync(dist)
        .filter((file) => file.endsWith('.js'))
        .find((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes(marker));

    expect(preloaded[0]).toBe('main.js');
    for (const marker of ['BOOTSTRAP', 'WARD_MAP', 'WARDS_AT_START']) {
      expect(preloaded).toContain(fileWith(marker));
    }
    expect(fileWith('ONLY_IN_THE_LAZY_SCREEN')).toBeDefined();
    expect(preloaded).not.toContain(fileWith('ONLY_IN_THE_LAZY_SCREEN'));
    expect(preloaded).not.toContain(fileWith('TENDER_TOOLS'));
    expect(new Set(preloaded).size).toBe(preloaded.length);
  }, 60000);
});
