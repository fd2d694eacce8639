const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('./index');
const { PrecompressPlugin } = require('./precompress');
const { readScreensFile, ScreensPlugin } = require('./screens');
const { aScreenDeclaration } = require('@council/site-config/testing');

// The public site's notice screen, on its documents module.
const notice = aScreenDeclaration();
const modules = { './Documents': './src/documents/DocumentsPage.tsx' };

let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'council-screens-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const declare = (value) => writeFileSync(path.join(dir, 'screens.json'), JSON.stringify(value));

describe("a remote's screens.json", () => {
  it('gives the modules to expose and the checked screens', () => {
    declare({ modules, screens: [{ ...notice, comment: 'dropped' }] });
    expect(readScreensFile(dir, 'public_site')).toEqual({ modules, screens: [notice] });
  });

  it('fails the build, naming every problem, when a declaration does not hold', () => {
    declare({
      modules,
      screens: [
        { ...notice, module: './Notices' },
        { ...notice, path: '/tender', title: {} },
        notice,
        notice,
      ],
    });
    expect(() => readScreensFile(dir, 'public_site')).toThrow(
      `${path.join(dir, 'screens.json')} does not hold:\n` +
        '  - screen /notice: module ./Notices is not in "modules"\n' +
        '  - screen /tender: title must give at least title.en\n' +
        '  - screen /notice: the list declares that path twice',
    );
  });

  it('fails the build when it is missing or has no modules', () => {
    expect(() => readScreensFile(dir, 'public_site')).toThrow(
      /screens\.json is not a readable JSON file/,
    );
    declare({ screens: [] });
    expect(() => readScreensFile(dir, 'public_site')).toThrow(/"modules" must map exposed names/);
  });

  it("is what a remote's federation exposes", () => {
    const config = createAppConfig({
      dir: path.join(__dirname, '..', '..', 'public-site'),
      name: 'public_site',
      kind: 'remote',
      port: 3001,
    })({}, { mode: 'development' });
    const declared = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', 'public-site', 'screens.json'), 'utf8'),
    );
    const federation = config.plugins.find(
      (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
    );
    expect(federation._options.exposes).toEqual(declared.modules);
    expect(config.plugins.some((plugin) => plugin instanceof ScreensPlugin)).toBe(true);
  });
});

describe('the published screens.json', () => {
  /** Builds an empty entry with the plugin; resolves to webpack's stats. */
  function build() {
    writeFileSync(path.join(dir, 'entry.js'), 'export default 1;');
    const compiler = webpack({
      context: dir,
      entry: './entry.js',
      mode: 'development',
      devtool: false,
      output: { path: path.join(dir, 'dist') },
      plugins: [new ScreensPlugin({ dir, name: 'public_site' }), new PrecompressPlugin()],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        error ? reject(error) : compiler.close(() => resolve(stats)),
      ),
    );
  }

  it('lies beside the entry, naming its remote, with no compressed copy to go stale', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...notice, path: `/notice-${i}` }));
    declare({ modules, screens: many });
    const stats = await build();
    expect(stats.hasErrors()).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dir, 'dist', 'screens.json'), 'utf8'))).toEqual({
      remote: 'public_site',
      screens: many,
    });
    expect(
      readdirSync(path.join(dir, 'dist')).filter((file) => file.startsWith('screens')),
    ).toEqual(['screens.json']);
  });

  it('is not written, and the compilation fails, for a bad declaration', async () => {
    declare({ modules, screens: [{ ...notice, path: 'notice' }] });
    const stats = await build();
    expect(
      stats
        .toJson()
        .errors.map((error) => error.message)
        .join(),
    ).toContain("screen notice: path must start with '/'");
  });
});
