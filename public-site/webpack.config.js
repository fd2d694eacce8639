const { createAppConfig } = require('@council/webpack-config');
const DEFAULT_PORTS = require('@council/site-config/default-ports.json');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'public_site',
  // Exposes the modules of its screens.json, and publishes its screens beside remoteEntry.js.
  kind: 'remote',
  port: Number(process.env.PUBLIC_SITE_PORT ?? DEFAULT_PORTS.public_site),
  title: 'Public site (stand-alone)',
  serverEntry: './src/first-screen/serverEntry.tsx',
});
