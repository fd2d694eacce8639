// The server bundle of an app that renders first screens on the server: the same sources built
// for Node, into <dist>/server/ beside the browser's files (its static server never serves that
// folder). One file, no chunks, everything bundled, so a deployed dist needs nothing installed.
const path = require('node:path');
const webpack = require('webpack');
const { typescriptRule, ASSET_FILENAME, ASSET_FILES } = require('./rules');

const { SERVER_FILE } = require('@council/first-screen');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.entry the server entry, relative to dir
 * @param {string} options.name the app's federation name, for the bundle's own unique name
 */
function createServerConfig({ dir, entry, name }) {
  return {
    name: `${name}-server`,
    context: dir,
    target: 'node20',
    entry,
    mode: 'production',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      filename: SERVER_FILE,
      library: { type: 'commonjs2' },
      uniqueName: `${name}_server`,
      // Set at run time (__webpack_public_path__), from where the browser's files are served.
      publicPath: '',
      // The browser build cleans the folder and keeps this one.
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule,
        // Styles reach the page as the browser build's stylesheets; here they are nothing.
        { test: /\.css$/, loader: require.resolve('./emptyModule') },
        // The same file names as the browser build's, so that the markup names its files.
        {
          test: ASSET_FILES,
          type: 'asset/resource',
          generator: { filename: ASSET_FILENAME, emit: false },
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    stats: 'errors-warnings',
    performance: { hints: false },
  };
}

module.exports = { createServerConfig };
