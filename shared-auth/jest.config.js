module.exports = require('@council/jest-config').jestConfig({
  displayName: '@council/shared-auth',
});
