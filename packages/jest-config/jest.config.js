module.exports = {
  ...require('./index').jestConfig({ displayName: 'jest-config', browser: false }),
  testMatch: ['<rootDir>/*.test.js'],
};
