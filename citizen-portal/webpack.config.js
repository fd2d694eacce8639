const { appConfig } = require('@council/webpack-config');

// Its federation name, kind, title and server entry are declared in package.json ("council").
module.exports = appConfig(__dirname);
