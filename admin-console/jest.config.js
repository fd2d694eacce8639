module.exports = require('@council/jest-config').jestConfig({ displayName: 'admin-console' });
