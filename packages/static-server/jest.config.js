const { jestConfig } = require('@council/jest-config');

const base = jestConfig({ displayName: 'static-server', browser: false });

// fastify.inject loads light-my-request, whose `cookie` 2 is ES-module only; jest on Node 20
// cannot require that, so it is compiled to CommonJS for the tests (Node itself loads it fine).
const esmOnly = ['cookie'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', ignoreDeprecations: '6.0' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
};
