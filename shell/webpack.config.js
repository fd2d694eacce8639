const { createAppConfig } = require('@council/webpack-config');
const DEFAULT_PORTS = require('@council/site-config/default-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: Number(process.env.SHELL_PORT ?? DEFAULT_PORTS.shell),
  title: 'Nagar Parishad',
  serverEntry: './src/first-screen/serverEntry.tsx',
  // The dev server answers the same run-time config as the production server: the remotes' dev
  // servers publish their screens.json too, read again (conditionally) on every request.
  setupMiddlewares: (middlewares, devServer) => {
    const { createScreenTable, siteConfigFromEnv } = require('@council/static-server');
    const config = siteConfigFromEnv(process.env);
    const say = (level) => (details, message) => console[level](`[shell] ${message ?? details}`);
    const log = { warn: say('warn'), info: say('info'), error: say('error') };
    const table = createScreenTable(config, log);
    devServer.app.get('/config.json', (_req, res, next) => {
      table.current().then((screens) => res.json({ ...config, screens }), next);
    });
    return middlewares;
  },
});
