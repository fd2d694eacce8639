module.exports = require('@council/jest-config').jestConfig({ displayName: 'public-site' });
