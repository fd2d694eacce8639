const { createAppConfig } = require('@council/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'citizen_portal',
  kind: 'remote',
  port: Number(process.env.CITIZEN_PORTAL_PORT ?? 3003),
  exposes: require('./src/exposes'),
  title: 'Citizen portal (stand-alone)',
});
