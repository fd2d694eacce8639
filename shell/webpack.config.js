const { createAppConfig } = require('@council/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  port: Number(process.env.SHELL_PORT ?? 3000),
  title: 'Nagar Parishad',
  serverEntry: './src/first-screen/serverEntry.tsx',
  // The dev server answers the same run-time config as the production server.
  setupMiddlewares: (middlewares, devServer) => {
    const { siteConfigFromEnv } = require('@council/static-server/dist/siteConfig.js');
    devServer.app.get('/config.json', (_req, res) => res.json(siteConfigFromEnv(process.env)));
    return middlewares;
  },
});
