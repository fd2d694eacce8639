const path = require('node:path');

/**
 * Jest config for a workspace package; `browser` selects jsdom (with Node's fetch family, for
 * MSW) and Testing Library. Either can use the one fake of the API, @council/api-fake.
 */
function jestConfig({ displayName, browser = true, moduleNameMapper = {} }) {
  const esm = compileEsmPackages(MSW_ESM_DEPENDENCIES);
  return {
    displayName,
    testEnvironment: browser ? path.join(__dirname, 'jsdom-with-fetch.js') : 'node',
    // Workspace packages built for Node (@council/contract) are read from their TypeScript
    // source, by the condition their package.json names for it: tests need no build first.
    testEnvironmentOptions: {
      customExportConditions: browser
        ? ['council-source', 'browser']
        : ['council-source', 'node', 'node-addons'],
    },
    transform: {
      ...esm.transform,
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            esModuleInterop: true,
            ignoreDeprecations: '6.0',
          },
          diagnostics: { warnOnly: false },
        },
      ],
    },
    transformIgnorePatterns: esm.transformIgnorePatterns,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: browser ? [path.join(__dirname, 'setup-browser.js')] : [],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.js'),
      ...(browser ? mswNodeBuild() : {}),
      ...moduleNameMapper,
    },
  };
}

/** MSW's dependencies that ship ES modules only (see compileEsmPackages). */
const MSW_ESM_DEPENDENCIES = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/**
 * jsdom resolves packages by their 'browser' export, where msw/node and its interceptors are
 * absent or ES modules: point these few at their Node CommonJS files, and leave every other
 * package (axios included) on the browser build that the site ships.
 */
function mswNodeBuild() {
  const msw = path.dirname(require.resolve('msw/package.json'));
  const interceptors = path.resolve(require.resolve('@mswjs/interceptors'), '../../..');
  return {
    '^msw/node$': path.join(msw, 'lib/node/index.js'),
    '^@mswjs/interceptors$': path.join(interceptors, 'lib/node/index.cjs'),
    '^@mswjs/interceptors/(ClientRequest|XMLHttpRequest|fetch)$': path.join(
      interceptors,
      'lib/node/interceptors/$1/index.cjs',
    ),
  };
}

/**
 * Jest on Node 20 cannot require ES-module-only packages that Node itself loads fine (fastify's
 * inject() pulls in `cookie` 2): these few are compiled to CommonJS for the tests.
 */
function compileEsmPackages(names) {
  const pattern = names.join('|');
  return {
    transform: {
      [`/node_modules/(${pattern})/.+\\.m?js$`]: [
        'ts-jest',
        {
          tsconfig: {
            allowJs: true,
            module: 'commonjs',
            isolatedModules: true,
            ignoreDeprecations: '6.0',
          },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${pattern})/)`],
  };
}

/**
 * The static server's dependencies that ship ES modules only, for the tests of the packages
 * that run its source: fastify's `cookie` 2, and beasties (the first screens' CSS) with css-what.
 */
const STATIC_SERVER_ESM_DEPENDENCIES = ['cookie', 'beasties', 'css-what'];

module.exports = { jestConfig, compileEsmPackages, STATIC_SERVER_ESM_DEPENDENCIES };
