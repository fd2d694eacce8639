module.exports = require('@council/jest-config').jestConfig({ displayName: 'api-fake' });
