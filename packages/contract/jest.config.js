const { jestConfig } = require('@council/jest-config');

module.exports = jestConfig({ displayName: 'contract', browser: false });
