const { createAppConfig } = require('@council/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'admin_console',
  kind: 'remote',
  port: Number(process.env.ADMIN_CONSOLE_PORT ?? 3002),
  exposes: require('./src/exposes'),
  title: 'Admin console (stand-alone)',
});
