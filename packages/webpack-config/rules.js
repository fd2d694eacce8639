// Module rules that the browser build and the server build share.

/** TypeScript: types are checked by `npm run typecheck`; the build only transpiles. */
const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: { transpileOnly: true, onlyCompileBundledFiles: true },
  },
};

/** Where a picture or font lands; the server build names the same files without writing them. */
const ASSET_FILENAME = 'assets/[name].[contenthash:8][ext]';
const ASSET_FILES = /\.(png|jpe?g|webp|svg|woff2?)$/;

module.exports = { typescriptRule, ASSET_FILENAME, ASSET_FILES };
