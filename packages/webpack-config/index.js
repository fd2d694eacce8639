// The one webpack factory: each app's webpack.config.js is the single line
// `module.exports = appConfig(__dirname)`, filled from what its package.json declares.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedSingletons } = require('./shared');
const { PrecompressPlugin } = require('./precompress');
const { StartupPreloadPlugin } = require('./startupPreload');
const { readScreensFile, ScreensPlugin } = require('./screens');
const { SERVER_FOLDER } = require('@council/first-screen');
const { createServerConfig } = require('./server');
const { typescriptRule, ASSET_FILENAME, ASSET_FILES } = require('./rules');
const { appOptions } = require('./appDeclaration');

const BOOTSTRAP_CSS = /[\\/]node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/][^\\/]+\.css$/;

// The federation runtime asks for an entry's file name before its hash exists, only to learn
// the folder depth; it gets the plain name, and the emitted file the hashed one.
const hashedWhenKnown = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';

/**
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (its package.json sits there)
 * @property {string} name the federation name: shell, public_site, admin_console, citizen_portal
 * @property {'host'|'remote'} kind
 * @property {number} port the dev server's port
 * @property {string} [title] the HTML page title
 * @property {import('webpack-dev-server').Configuration['setupMiddlewares']} [setupMiddlewares]
 * @property {string} [serverEntry] the entry of the server bundle that renders first screens
 */

/**
 * The webpack config of the app in `dir`, from the "council" field of its package.json
 * (federationName, kind, title, serverEntry).
 * @param {string} dir
 */
const appConfig = (dir) => createAppConfig(appOptions(dir));

/** @param {AppOptions} options */
function createAppConfig({ dir, name, kind, port, title = name, setupMiddlewares, serverEntry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    // In development the page is rendered by the browser alone.
    return production && serverEntry
      ? [browser, createServerConfig({ dir, entry: serverEntry, name })]
      : browser;
  };

  function browserConfig(production) {
    const isHost = kind === 'host';
    // A remote exposes the modules its screens.json names (a bad declaration stops the build here).
    const exposes = isHost ? {} : readScreensFile(dir, name).modules;
    return {
      context: dir,
      entry: './src/index.ts',
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served at the site root so that deep links survive a refresh;
        // remotes find their chunks next to their remoteEntry.js wherever they are deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? hashedWhenKnown : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        clean: { keep: (file) => file.startsWith(`${SERVER_FOLDER}/`) },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          typescriptRule,
          {
            test: /\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          // Runs first: Bootstrap cut to the rules the site's sources name (docs/CONTRACTS.md).
          // A development build keeps it whole, so that a class just written shows at once.
          ...(production
            ? [{ test: BOOTSTRAP_CSS, use: [require.resolve('./bootstrapUsedRules')] }]
            : []),
          { test: ASSET_FILES, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at run time from the shell's configuration.
          remotes: {},
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isHost,
          // Less federation runtime in every page: remotes are plain remoteEntry.js addresses (no
          // manifest snapshots), everything runs in a browser, and a remote loads no remotes.
          experiments: {
            optimization: {
              disableSnapshot: true,
              target: 'web',
              ...(isHost ? {} : { disableRemote: true }),
            },
          },
        }),
        // See axiosWithoutFetchAdapter.js: the browser never uses axios's fetch adapter.
        new NormalModuleReplacementPlugin(
          /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
          path.join(__dirname, 'axiosWithoutFetchAdapter.js'),
        ),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(dir, 'public/index.html'))
            ? path.join(dir, 'public/index.html')
            : path.join(__dirname, 'index.html'),
          title,
          ...(fs.existsSync(path.join(dir, 'public/favicon.svg'))
            ? { favicon: path.join(dir, 'public/favicon.svg') }
            : {}),
          // The shell's server puts the run-time config where the <!--site-config--> comment is.
          minify: production ? { collapseWhitespace: true, removeComments: false } : false,
          // The remote entry must not be a script of the remote's own stand-alone page.
          excludeChunks: [name],
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              new PrecompressPlugin(),
              ...(isHost ? [new StartupPreloadPlugin()] : []),
            ]
          : []),
        ...(isHost ? [] : [new ScreensPlugin({ dir, name })]),
      ],
      // `npm start` prints errors and warnings only; `npx webpack` in an app folder shows the same.
      stats: production ? 'errors-warnings' : 'normal',
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        ...(setupMiddlewares ? { setupMiddlewares } : {}),
      },
    };
  }
}

module.exports = { appConfig, createAppConfig };
