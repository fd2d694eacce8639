const {
  compileEsmPackages,
  jestConfig,
  STATIC_SERVER_ESM_DEPENDENCIES,
} = require('@council/jest-config');

// The site config's Node part from its source, so the tests need no build of it.
const base = jestConfig({
  displayName: 'static-server',
  browser: false,
  moduleNameMapper: { '^@council/site-config/node$': '<rootDir>/../site-config/src/node.ts' },
});
const esm = compileEsmPackages(STATIC_SERVER_ESM_DEPENDENCIES);

module.exports = {
  ...base,
  transform: { ...base.transform, ...esm.transform },
  transformIgnorePatterns: esm.transformIgnorePatterns,
};
