const base = require('@council/jest-config').jestConfig({
  displayName: 'webpack-config',
  browser: false,
  // The site config's Node part from its source, so the tests need no build of it.
  moduleNameMapper: { '^@council/site-config/node$': '<rootDir>/../site-config/src/node.ts' },
});
const [tsJest, tsJestOptions] = base.transform['^.+\\.tsx?$'];

module.exports = {
  ...base,
  // That source is ES2023 and reads its JSON files (the demo council, the default ports).
  transform: {
    '^.+\\.tsx?$': [
      tsJest,
      {
        ...tsJestOptions,
        tsconfig: {
          ...tsJestOptions.tsconfig,
          target: 'ES2022',
          lib: ['ES2023'],
          resolveJsonModule: true,
        },
      },
    ],
  },
  testMatch: ['<rootDir>/*.test.js'],
};
