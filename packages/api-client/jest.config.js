module.exports = require('@council/jest-config').jestConfig({
  displayName: 'api-client',
  browser: false,
});
