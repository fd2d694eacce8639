const path = require('node:path');

/** Jest config for a workspace package; `browser` selects jsdom and Testing Library. */
function jestConfig({ displayName, browser = true, moduleNameMapper = {} }) {
  return {
    displayName,
    testEnvironment: browser ? 'jsdom' : 'node',
    transform: {
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
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: browser ? [path.join(__dirname, 'setup-browser.js')] : [],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|svg|webp)$': path.join(__dirname, 'file-stub.js'),
      ...moduleNameMapper,
    },
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
      [`/node_modules/(${pattern})/.+\\.js$`]: [
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

module.exports = { jestConfig, compileEsmPackages };
