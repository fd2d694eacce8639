// A remote's screens: declared once in <remote>/screens.json ({ modules, screens }), checked by
// its build, and published beside remoteEntry.js as screens.json ({ remote, screens }) for the
// shell's server to read at run time (docs/CONTRACTS.md, "Adding a screen").
const fs = require('node:fs');
const path = require('node:path');
const { sources, WebpackError } = require('webpack');

// Loaded when a remote's declaration is read, not with this file: the host's build (no screens of
// its own) needs no built site config.
function siteConfig() {
  try {
    return require('@council/site-config/node');
  } catch (error) {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      'The site config for Node is not built: run `npm run build -w @council/site-config`.',
      { cause: error },
    );
  }
}

/**
 * The declaration file of the remote `name` in `dir`, checked: `modules` maps exposed names to
 * files, every screen holds as the shell's server checks it (site-config's parseRemoteScreens)
 * and shows a module of `modules`. Throws one error naming every problem, so a bad declaration
 * fails the build.
 * @param {string} dir the remote's folder
 * @param {import('@council/site-config/node').RemoteName} name its federation name
 * @returns {{ modules: Record<string, string>, screens: import('@council/site-config/node').ScreenDeclaration[] }}
 */
function readScreensFile(dir, name) {
  const { parseRemoteScreens, SCREENS_FILE } = siteConfig();
  const file = path.join(dir, SCREENS_FILE);
  let value;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not a readable JSON file: ${error.message}`);
  }
  const problems = [];
  const { modules, screens } = value ?? {};
  const modulesHold =
    modules !== null &&
    typeof modules === 'object' &&
    !Array.isArray(modules) &&
    Object.entries(modules).every(
      ([exposed, source]) => exposed.startsWith('./') && typeof source === 'string',
    );
  if (!modulesHold) problems.push('"modules" must map exposed names (./Home) to files');
  if (!Array.isArray(screens)) problems.push('"screens" must be a list');
  const exposed = ({ module }) =>
    Object.hasOwn(modules, module) ? undefined : `module ${module} is not in "modules"`;
  const checked = Array.isArray(screens)
    ? parseRemoteScreens({ screens }, name, modulesHold ? exposed : undefined)
    : { screens: [], refusals: [] };
  problems.push(...checked.refusals.map(({ screen, why }) => `screen ${screen}: ${why}`));
  if (problems.length > 0) {
    throw new Error(`${file} does not hold:\n  - ${problems.join('\n  - ')}`);
  }
  // Published as declared: the shell's server names each screen's remote itself.
  return { modules, screens: checked.screens.map(({ remote: _remote, ...declared }) => declared) };
}

/**
 * Publishes the remote's checked screens as screens.json in its build (and from the dev server's
 * memory). The declaration is read again on every compilation, so an edit in watch mode is seen;
 * a bad one is a compilation error.
 */
class ScreensPlugin {
  /** @param {{ dir: string, name: string }} options the remote's folder and federation name */
  constructor({ dir, name }) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    const { SCREENS_FILE } = siteConfig();
    compiler.hooks.thisCompilation.tap('ScreensPlugin', (compilation) => {
      compilation.fileDependencies.add(path.join(this.dir, SCREENS_FILE));
      compilation.hooks.processAssets.tap(
        {
          name: 'ScreensPlugin',
          // After the build's precompression: screens.json gets no .br/.gz copy, which a server
          // would send in its place, stale, once a deployment's list is changed in place.
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1,
        },
        () => {
          let screens;
          try {
            ({ screens } = readScreensFile(this.dir, this.name));
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
            return;
          }
          const published = { remote: this.name, screens };
          compilation.emitAsset(
            SCREENS_FILE,
            new sources.RawSource(`${JSON.stringify(published, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ScreensPlugin, readScreensFile };
