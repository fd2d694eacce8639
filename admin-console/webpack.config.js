const { createAppConfig } = require('@council/webpack-config');
const DEFAULT_PORTS = require('@council/site-config/default-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin_console',
  // Exposes the modules of its screens.json, and publishes its screens beside remoteEntry.js.
  kind: 'remote',
  port: Number(process.env.ADMIN_CONSOLE_PORT ?? DEFAULT_PORTS.admin_console),
  title: 'Admin console (stand-alone)',
});
