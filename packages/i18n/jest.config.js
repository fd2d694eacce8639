module.exports = require('@council/jest-config').jestConfig({ displayName: 'i18n' });
