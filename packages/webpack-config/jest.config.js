module.exports = {
  ...require('@council/jest-config').jestConfig({ displayName: 'webpack-config', browser: false }),
  testMatch: ['<rootDir>/*.test.js'],
};
