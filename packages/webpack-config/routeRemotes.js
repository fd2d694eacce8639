// The shell's public routes and the remote serving each, written into the build as
// route-remotes.json: the shell's server then names the remote entry of the page being opened in
// the page itself, so the browser fetches it alongside the shell's own scripts.
const fs = require('node:fs');
const vm = require('node:vm');
const ts = require('typescript');

const FILE_NAME = 'route-remotes.json';

/**
 * Reads the route table from its TypeScript source. It may import types only, so that it runs
 * on its own here; a value import stops the build with a clear error.
 */
function loadRouteTable(file) {
  const source = fs.readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    fileName: file,
  });
  const module = { exports: {} };
  const require = (name) => {
    throw new Error(`${file} imports ${name}; the route table may import types only.`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require });
  if (!Array.isArray(module.exports.routeTable)) {
    throw new Error(`${file} exports no routeTable array.`);
  }
  return module.exports.routeTable;
}

/**
 * Path to remote for the routes anyone may open, paths as the table writes them (the server
 * matches them as the router does). Signed-in routes are left out: a visitor without a session
 * is sent to /login, and a preload unused there is a warning in the console.
 */
function publicRouteRemotes(routeTable) {
  const map = {};
  for (const route of routeTable) {
    if (route.access === 'public') map[route.path] = route.remote;
  }
  return map;
}

/** Emits route-remotes.json from the route table's source file. */
class RouteRemotesPlugin {
  /** @param {string} routeTableFile */
  constructor(routeTableFile) {
    this.routeTableFile = routeTableFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteRemotesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routeTableFile);
      compilation.hooks.processAssets.tap(
        { name: 'RouteRemotesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const map = publicRouteRemotes(loadRouteTable(this.routeTableFile));
          compilation.emitAsset(FILE_NAME, new sources.RawSource(JSON.stringify(map)));
        },
      );
    });
  }
}

module.exports = {
  ROUTE_REMOTES_FILE: FILE_NAME,
  RouteRemotesPlugin,
  loadRouteTable,
  publicRouteRemotes,
};
