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

module.exports = { jestConfig };
