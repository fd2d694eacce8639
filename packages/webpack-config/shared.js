// Which packages exist once at run time, whoever loads first. Versions come from the app's own
// package.json (or, for packages it only has through another, from what is installed).
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  // Routing is shared through @council/router, never react-router itself (see its package.json).
  '@council/router',
  // One query cache for the composed site, through @council/query (the same reason).
  '@council/query',
  // The packages that hold the site's one session, configuration and translations. The libraries
  // they are made of (zustand) are not shared on their own: no app uses them directly, so they
  // live once inside these, tree-shaken, rather than whole.
  '@council/shared-auth',
  '@council/i18n',
  '@council/site-config',
];

// Deep imports (react/jsx-runtime, react-dom/client) must come from the same copy.
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

function installedVersion(dir, name) {
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  return require(manifest).version;
}

function sharedSingletons(dir) {
  const app = require(path.join(dir, 'package.json'));
  const declared = { ...app.dependencies, ...app.peerDependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = declared[name] ?? `^${installedVersion(dir, name)}`;
    const rule = { singleton: true, requiredVersion, strictVersion: false };
    shared[name] = rule;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = rule;
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
