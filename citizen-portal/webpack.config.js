const { createAppConfig } = require('@council/webpack-config');
const DEFAULT_PORTS = require('@council/site-config/default-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'citizen_portal',
  // Exposes the modules of its screens.json, and publishes its screens beside remoteEntry.js.
  kind: 'remote',
  port: Number(process.env.CITIZEN_PORTAL_PORT ?? DEFAULT_PORTS.citizen_portal),
  title: 'Citizen portal (stand-alone)',
});
