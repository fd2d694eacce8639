const {
  compileEsmPackages,
  jestConfig,
  STATIC_SERVER_ESM_DEPENDENCIES,
} = require('@council/jest-config');

const base = jestConfig({
  displayName: 'webpack-config',
  browser: false,
  // The site config's Node part and the static server (the host's dev server uses it) from their
  // source, so the tests need no build of either.
  moduleNameMapper: {
    '^@council/site-config/node$': '<rootDir>/../site-config/src/node.ts',
    '^@council/static-server$': '<rootDir>/../static-server/src/index.ts',
  },
});
const esm = compileEsmPackages(STATIC_SERVER_ESM_DEPENDENCIES);
const [tsJest, tsJestOptions] = base.transform['^.+\\.tsx?$'];

module.exports = {
  ...base,
  transformIgnorePatterns: esm.transformIgnorePatterns,
  // That source is ES2023 and reads its JSON files (the demo council, the default ports).
  transform: {
    ...esm.transform,
    '^.+\\.tsx?$': [
      tsJest,
      {
        ...tsJestOptions,
        tsconfig: {
          ...tsJestOptions.tsconfig,
          target: 'ES2022',
          lib: ['ES2023'],
          resolveJsonModule: true,
          // Compiled only, not type-checked here: each package's own typecheck does that.
          isolatedModules: true,
        },
      },
    ],
  },
  testMatch: ['<rootDir>/*.test.js'],
};
