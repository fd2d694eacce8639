// What an app declares about itself once, in the "council" field of its package.json, turned into
// the factory's options: the port comes from the one list of default ports (its *_PORT variable
// moves it), and the host's dev server answers /config.json as the shell's server does.
const fs = require('node:fs');
const path = require('node:path');
const DEFAULT_PORTS = require('@council/site-config/default-ports.json');

const KINDS = ['host', 'remote'];

/**
 * @param {string} dir the app's folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {import('./index').AppOptions}
 */
function appOptions(dir, env = process.env) {
  const packageFile = path.join(dir, 'package.json');
  const { council } = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  const { federationName: name, kind, title, serverEntry } = council ?? {};
  if (!(name in DEFAULT_PORTS) || !KINDS.includes(kind)) {
    throw new Error(
      `${packageFile} must declare "council": { "federationName": one of ` +
        `${Object.keys(DEFAULT_PORTS).join(', ')}, "kind": "host" or "remote", "title" }`,
    );
  }
  return {
    dir,
    name,
    kind,
    port: Number(env[portVariable(name)] ?? DEFAULT_PORTS[name]),
    title,
    serverEntry,
    ...(kind === 'host' ? { setupMiddlewares: siteConfigMiddleware(dir, name) } : {}),
  };
}

/** public_site → PUBLIC_SITE_PORT, as docs/CONTRACTS.md names them. */
const portVariable = (name) => `${name.toUpperCase()}_PORT`;

/**
 * The dev server answers the same run-time config as the production server: the remotes' dev
 * servers publish their screens.json too, read again (conditionally) on every request.
 */
function siteConfigMiddleware(dir, name) {
  return (middlewares, devServer) => {
    // The app's own static server, loaded only when its dev server starts.
    const staticServer = require.resolve('@council/static-server', { paths: [dir] });
    const { createScreenTable, siteConfigFromEnv } = require(staticServer);
    const config = siteConfigFromEnv(process.env);
    const say = (level) => (details, message) => console[level](`[${name}] ${message ?? details}`);
    const log = { warn: say('warn'), info: say('info'), error: say('error') };
    const table = createScreenTable(config, log);
    devServer.app.get('/config.json', (_req, res, next) => {
      table.current().then((screens) => res.json({ ...config, screens }), next);
    });
    return middlewares;
  };
}

module.exports = { appOptions, portVariable };
