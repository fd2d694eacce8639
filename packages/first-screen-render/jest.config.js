module.exports = require('@council/jest-config').jestConfig({ displayName: 'first-screen-render' });
