const { createAppConfig } = require('@council/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'public_site',
  kind: 'remote',
  port: Number(process.env.PUBLIC_SITE_PORT ?? 3001),
  exposes: require('./src/exposes'),
  title: 'Public site (stand-alone)',
  serverEntry: './src/first-screen/serverEntry.tsx',
});
