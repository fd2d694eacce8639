const { compileEsmPackages, jestConfig } = require('@council/jest-config');

const base = jestConfig({ displayName: 'static-server', browser: false });
const esm = compileEsmPackages(['cookie']);

module.exports = {
  ...base,
  transform: { ...base.transform, ...esm.transform },
  transformIgnorePatterns: esm.transformIgnorePatterns,
};
